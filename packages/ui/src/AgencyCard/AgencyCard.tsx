import clsx from 'clsx';
import { MapPin, Star } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { type ButtonProps as RACButtonProps, VisuallyHidden } from 'react-aria-components';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { StatusBadge, type StatusTone } from '../StatusBadge';
import cards from '../shared/cards.module.css';
import styles from './AgencyCard.module.css';

export interface AgencyCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The agency's name; its initials stand in when there is no logo. */
  name: string;
  /** Logo URL; without one (or if it fails to load) the initials of the name are shown. */
  logoSrc?: string;
  /** As shown, e.g. "Kenya". */
  country: string;
  /** Read before the country by screen readers, e.g. "Country". */
  countryLabel?: string;
  /** The status key, e.g. "approved" or "suspended"; picks the badge colour with `statusTone`. */
  status?: string;
  /** The status as shown, e.g. "Approved". Defaults to `status`. */
  statusLabel?: string;
  /** Overrides the badge colour derived from `status`. */
  statusTone?: StatusTone;
  /** The rating as shown, e.g. "4.5/5" or "Not rated". */
  ratingText?: string;
  /** Read before the rating by screen readers, e.g. "Rating". */
  ratingLabel?: string;
  /** A line under the name, e.g. the specialty or the address. */
  description?: ReactNode;
  /** The View button, e.g. "View". */
  viewLabel: string;
  onView?: RACButtonProps['onPress'];
  isDisabled?: boolean;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** An agency in the admin agencies grid: logo, name, country, status and rating, View. */
export function AgencyCard({
  name,
  logoSrc,
  country,
  countryLabel,
  status,
  statusLabel,
  statusTone,
  ratingText,
  ratingLabel,
  description,
  viewLabel,
  onView,
  isDisabled,
  headingLevel = 3,
  className,
  ...props
}: AgencyCardProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      aria-labelledby={nameId}
      {...props}
      className={clsx(cards.cardSurface, styles.agencyCard, className)}
    >
      <div className={styles.top}>
        <Avatar name={name} src={logoSrc} alt="" shape="square" size="lg" maxInitials={2} />
        {(status || statusLabel) && (
          <StatusBadge status={status} tone={statusTone} size="sm" className={styles.status}>
            {statusLabel ?? status}
          </StatusBadge>
        )}
      </div>

      <div className={styles.identity}>
        <Heading id={nameId} className={styles.name}>
          {name}
        </Heading>
        {description && <p className={styles.description}>{description}</p>}
      </div>

      <ul className={styles.facts}>
        <li className={styles.fact}>
          <MapPin aria-hidden className={styles.factIcon} />
          <span>
            {countryLabel && <VisuallyHidden>{`${countryLabel}: `}</VisuallyHidden>}
            {country}
          </span>
        </li>
        {ratingText && (
          <li className={styles.fact}>
            <Star aria-hidden className={clsx(styles.factIcon, styles.star)} />
            <span>
              {ratingLabel && <VisuallyHidden>{`${ratingLabel}: `}</VisuallyHidden>}
              {ratingText}
            </span>
          </li>
        )}
      </ul>

      <Button
        className={styles.view}
        variant="secondary"
        fullWidth
        onPress={onView}
        isDisabled={isDisabled}
        aria-describedby={nameId}
      >
        {viewLabel}
      </Button>
    </article>
  );
}
