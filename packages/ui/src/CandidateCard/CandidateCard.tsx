import clsx from 'clsx';
import { BadgeCheck, Banknote, Cake, MapPin } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, useId, useState } from 'react';
import {
  Link as RACLink,
  type LinkProps as RACLinkProps,
  VisuallyHidden,
} from 'react-aria-components';
import { Avatar } from '../Avatar';
import { Card, type CardVariant } from '../Card';
import styles from './CandidateCard.module.css';

export interface CandidateCardLabels {
  /** The profile link, e.g. "View Full Profile". */
  viewProfile: string;
  /** Read before each fact by screen readers (the icons say it to sighted users), e.g. "Age". */
  age?: string;
  salary?: string;
  location?: string;
  visaType?: string;
  /** Names the list of service tags, e.g. "Services". */
  services?: string;
}

/**
 * The card photo's box is 4:3 (CandidateCard.module.css) at up to 320 CSS pixels wide, so its
 * photos are served 640 × 480 (apps/api/src/storage/photo-variants.ts); the attributes give the
 * browser the box before the photo arrives.
 */
const PHOTO_SIZE = { width: 640, height: 480 };
/** The flag's box (1.5rem × 1rem). */
const FLAG_SIZE = { width: 24, height: 16 };

export interface CandidateCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  name: string;
  /** Photo URL; without one (or if it fails to load) the name's initial stands in. */
  photoSrc?: string;
  /** Describes the photo; empty by default because the name is written right under it. */
  photoAlt?: string;
  /**
   * 'lazy' for cards below the first screen, so their photos wait until scrolled near; the
   * first row stays 'eager' (the default), as its photo is often the page's largest paint.
   */
  photoLoading?: 'eager' | 'lazy';
  /** Nationality as shown, e.g. "Filipino". */
  nationality: string;
  /** Flag image URL; decorative, the nationality is written beside it. */
  flagSrc?: string;
  /** Work status as shown, e.g. "Live-in", "Live-out" or "Part-time". */
  workStatus?: string;
  /** Already formatted, e.g. "28 years". */
  ageText?: string;
  /** Already formatted, e.g. "AED 1,500 / month". */
  salaryText?: string;
  location?: string;
  /** e.g. "Own Visa" or "Company Visa". */
  visaType?: string;
  /** Service tags, e.g. ["Nanny", "Cooking", "Cleaning"]. */
  services?: string[];
  /** Address of the full profile, e.g. "/candidates/12". */
  href: RACLinkProps['href'];
  routerOptions?: RACLinkProps['routerOptions'];
  labels: CandidateCardLabels;
  /** Extra actions beside the profile link, e.g. a Shortlist button. */
  actions?: ReactNode;
  /** A short line above the actions, e.g. "Active today · Listed by …". */
  footnote?: ReactNode;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  variant?: CardVariant;
  elementType?: 'div' | 'article' | 'li';
}

/** A candidate in the Home and candidates grids: photo, who they are, terms, services. */
export function CandidateCard({
  name,
  photoSrc,
  photoAlt = '',
  photoLoading = 'eager',
  nationality,
  flagSrc,
  workStatus,
  ageText,
  salaryText,
  location,
  visaType,
  services = [],
  href,
  routerOptions,
  labels,
  actions,
  footnote,
  headingLevel = 3,
  variant = 'elevated',
  elementType = 'article',
  className,
  ...props
}: CandidateCardProps) {
  const nameId = useId();
  const [failedSrc, setFailedSrc] = useState<string>();
  const showPhoto = Boolean(photoSrc) && photoSrc !== failedSrc;
  const Heading = `h${headingLevel}` as const;

  const facts: { key: string; icon: ReactNode; label?: string; value?: string }[] = [
    { key: 'age', icon: <Cake aria-hidden />, label: labels.age, value: ageText },
    { key: 'salary', icon: <Banknote aria-hidden />, label: labels.salary, value: salaryText },
    { key: 'location', icon: <MapPin aria-hidden />, label: labels.location, value: location },
    { key: 'visa', icon: <BadgeCheck aria-hidden />, label: labels.visaType, value: visaType },
  ];

  return (
    <Card
      {...props}
      elementType={elementType}
      variant={variant}
      padding="none"
      aria-labelledby={props['aria-labelledby'] ?? (elementType === 'div' ? undefined : nameId)}
      className={clsx(styles.candidateCard, className)}
      media={
        <div className={styles.photo}>
          {showPhoto ? (
            <img
              src={photoSrc}
              alt={photoAlt}
              {...PHOTO_SIZE}
              loading={photoLoading}
              decoding="async"
              className={styles.photoImage}
              onError={() => setFailedSrc(photoSrc)}
            />
          ) : (
            <Avatar name={name} alt="" size="xl" />
          )}
        </div>
      }
    >
      <div className={styles.content}>
        <div className={styles.identity}>
          <Heading id={nameId} className={styles.name}>
            {name}
          </Heading>
          <p className={styles.nationality}>
            {flagSrc && <img src={flagSrc} alt="" {...FLAG_SIZE} className={styles.flag} />}
            <span>{nationality}</span>
            {workStatus && <span className={styles.workStatus}>{workStatus}</span>}
          </p>
        </div>

        <ul className={styles.facts}>
          {facts
            .filter((fact) => fact.value)
            .map((fact) => (
              <li key={fact.key} className={styles.fact}>
                <span className={styles.factIcon}>{fact.icon}</span>
                <span className={styles.factValue}>
                  {fact.label && <VisuallyHidden>{`${fact.label}: `}</VisuallyHidden>}
                  {fact.value}
                </span>
              </li>
            ))}
        </ul>

        {services.length > 0 && (
          <ul className={styles.services} aria-label={labels.services}>
            {services.map((service) => (
              <li key={service} className={styles.service}>
                {service}
              </li>
            ))}
          </ul>
        )}

        {footnote && <div className={styles.footnote}>{footnote}</div>}

        <div className={styles.actions}>
          <RACLink
            className={styles.viewProfile}
            href={href}
            routerOptions={routerOptions}
            aria-describedby={nameId}
          >
            {labels.viewProfile}
          </RACLink>
          {actions}
        </div>
      </div>
    </Card>
  );
}
