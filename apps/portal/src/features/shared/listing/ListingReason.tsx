import { useMessages } from '../../../i18n/use-messages';
import styles from './Listing.module.css';

/** The admin's reason for a refusal, a request for changes or a hide, as its owner reads it. */
export function ListingReason({ reason }: { reason: string }) {
  const l = useMessages().listings;
  return (
    <figure className={styles.reason}>
      <figcaption className={styles.reasonLabel}>{l.reason}</figcaption>
      <blockquote className={styles.reasonText}>{reason}</blockquote>
    </figure>
  );
}
