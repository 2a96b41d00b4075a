import { useMessages } from '../../../../i18n/use-messages';
import { LegalPage } from '../shared/LegalPage';

/** /terms: thirteen sections, last updated 2025-09-01. */
export function TermsPage() {
  const t = useMessages().pages.terms;
  return <LegalPage title={t.title} intro={t.intro} sections={t.sections} />;
}
