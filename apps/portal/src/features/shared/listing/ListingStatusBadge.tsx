import type { ListingStatus } from '@bayti/data/contract';
import { StatusBadge, type StatusTone } from '@bayti/ui';
import { useMessages } from '../../../i18n/use-messages';

/** Listed is green; waiting blue; asked to change or not reconfirmed yellow; refused or hidden red. */
export const LISTING_STATUS_TONE: Record<ListingStatus, StatusTone> = {
  draft: 'neutral',
  in_review: 'info',
  changes_requested: 'warning',
  rejected: 'danger',
  listed: 'success',
  stale: 'warning',
  hidden: 'danger',
  hired: 'info',
};

/** Where a public profile stands, as a badge in the reader's language. */
export function ListingStatusBadge({
  status,
  size = 'md',
}: {
  status: ListingStatus;
  size?: 'sm' | 'md';
}) {
  const l = useMessages().listings;
  return (
    <StatusBadge tone={LISTING_STATUS_TONE[status]} size={size} withDot>
      {l.status[status]}
    </StatusBadge>
  );
}
