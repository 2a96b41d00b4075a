import { EmptyState } from '@bayti/ui';
import { useMessages } from '../../../i18n/use-messages';

/** The honest state of a dashboard section whose screen is not ready yet. */
export function SectionPreparing() {
  const t = useMessages().dashboard;
  return <EmptyState title={t.preparingTitle} hint={t.preparingHint} headingLevel={2} />;
}
