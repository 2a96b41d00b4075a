import type { EmployerPipelineCandidate } from '@bayti/data/contract';
import { StatusBadge, type StatusTone } from '@bayti/ui';
import styles from '../shared/EmployerPage.module.css';
import type { EmployerText } from '../use-employer-text';
import { offerCell } from './row-actions';

export interface OfferStateProps {
  entry: EmployerPipelineCandidate;
  text: EmployerText;
  /** The moment the table was drawn: a pending offer counts its days from it. */
  now: Date;
}

const TONE = {
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
  expired: 'neutral',
  lapsed: 'neutral',
} as const satisfies Record<string, StatusTone>;

/**
 * A row's offer: "Offer sent · expires in N days" while it waits, then Accepted, Declined with its
 * reason, Withdrawn or Expired; "No longer available" once she accepted another family's offer.
 */
export function OfferState({ entry, text, now }: OfferStateProps) {
  const o = text.messages.offers;
  const cell = offerCell(entry, now);
  if (cell.kind === 'unavailable')
    return <StatusBadge tone="danger">{o.family.unavailable}</StatusBadge>;
  if (cell.kind === 'none') return <span className={styles.muted}>{o.family.none}</span>;
  if (cell.kind === 'pending')
    return (
      <StatusBadge tone="warning">
        {cell.days === 0 ? o.family.expiresToday : o.family.expiresIn(cell.days)}
      </StatusBadge>
    );
  const { status, declineReason } = cell.entry;
  if (status === 'pending') return null;
  return (
    <StatusBadge tone={TONE[status]}>
      {status === 'declined' && declineReason
        ? o.family.declinedBecause(o.declineReason[declineReason])
        : o.status[status]}
    </StatusBadge>
  );
}
