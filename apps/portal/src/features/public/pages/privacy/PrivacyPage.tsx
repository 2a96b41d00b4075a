import { useMessages } from '../../../../i18n/use-messages';
import { LegalPage } from '../shared/LegalPage';

/** /privacy: twelve sections under the UAE PDPL, last updated 2025-09-01. */
export function PrivacyPage() {
  const t = useMessages().pages.privacy;
  return <LegalPage title={t.title} intro={t.intro} sections={t.sections} />;
}
