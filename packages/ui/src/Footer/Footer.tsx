import clsx from 'clsx';
import {
  type ComponentType,
  type FormEvent,
  type HTMLAttributes,
  type ReactNode,
  useId,
  useState,
} from 'react';
import { Link as RACLink } from 'react-aria-components';
import { Button } from '../Button';
import { Link } from '../Link';
import { TextField } from '../TextField';
import styles from './Footer.module.css';

export interface FooterLink {
  href: string;
  label: string;
}

export interface FooterSocialLink {
  href: string;
  /** The accessible name, e.g. "Bayti on Instagram". */
  label: string;
  /** A lucide-react icon (or any SVG component); rendered decorative. */
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' | 'false' }>;
}

export interface FooterLinkGroup {
  /** The group's heading, e.g. "Quick Links" or "Explore More". */
  title: string;
  links: FooterLink[];
}

export interface FooterNewsletterStatus {
  tone: 'success' | 'error';
  message: string;
}

export interface FooterNewsletter {
  /** Heading of the newsletter block, e.g. "Newsletter". */
  title: string;
  description?: ReactNode;
  /** Label of the email field, e.g. "Email address". */
  emailLabel: string;
  emailPlaceholder?: string;
  /** Shown when the email is missing or malformed; the browser's own message otherwise. */
  emailErrorMessage?: string;
  /** Text of the submit button, e.g. "Subscribe". */
  submitLabel: string;
  /** Called with the typed email when the form is submitted. */
  onSubscribe: (email: string) => void;
  /** Shows the button as busy, e.g. while the request runs. */
  isPending?: boolean;
  pendingLabel?: string;
  /** The outcome of the last subscription, shown under the form. */
  status?: FooterNewsletterStatus;
}

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** The logo, e.g. an <img> or an SVG wordmark. */
  logo: ReactNode;
  /** Where the logo links to. */
  homeHref?: string;
  /** Accessible name of the logo link, e.g. "Bayti home". */
  homeLabel: string;
  tagline?: ReactNode;
  socialLinks?: FooterSocialLink[];
  /** Accessible name of the list of social links, e.g. "Follow us". */
  socialLabel?: string;
  /** Link groups, e.g. Quick Links and Explore More. */
  linkGroups?: FooterLinkGroup[];
  newsletter?: FooterNewsletter;
  /** The copyright line; the app computes the year. */
  copyright: ReactNode;
}

function Newsletter({
  title,
  description,
  emailLabel,
  emailPlaceholder,
  emailErrorMessage,
  submitLabel,
  onSubscribe,
  isPending,
  pendingLabel,
  status,
}: FooterNewsletter) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubscribe(email.trim());
  };
  return (
    <section className={styles.newsletter} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {description && <p className={styles.text}>{description}</p>}
      <form className={styles.form} onSubmit={submit}>
        <TextField
          className={styles.field}
          label={emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          isRequired
          value={email}
          onChange={setEmail}
          placeholder={emailPlaceholder}
          errorMessage={emailErrorMessage}
        />
        <Button type="submit" isPending={isPending} pendingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </form>
      <p role="status" className={styles.status} data-tone={status?.tone}>
        {status?.message}
      </p>
    </section>
  );
}

/** The site footer: logo, tagline, social links, link groups, a newsletter form and the copyright. */
export function Footer({
  logo,
  homeHref = '/',
  homeLabel,
  tagline,
  socialLinks = [],
  socialLabel,
  linkGroups = [],
  newsletter,
  copyright,
  className,
  ...props
}: FooterProps) {
  const groupId = useId();
  return (
    <footer {...props} className={clsx(styles.footer, className)}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <RACLink href={homeHref} aria-label={homeLabel} className={styles.logo}>
            {logo}
          </RACLink>
          {tagline && <p className={styles.text}>{tagline}</p>}
          {socialLinks.length > 0 && (
            <ul className={styles.social} aria-label={socialLabel}>
              {socialLinks.map(({ href, label, icon: Icon }) => (
                <li key={href}>
                  <RACLink href={href} aria-label={label} className={styles.socialLink}>
                    <Icon aria-hidden className={styles.socialIcon} />
                  </RACLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        {linkGroups.map((group, index) => (
          <nav key={group.title} className={styles.group} aria-labelledby={`${groupId}-${index}`}>
            <h2 id={`${groupId}-${index}`} className={styles.heading}>
              {group.title}
            </h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} variant="standalone">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {newsletter && <Newsletter {...newsletter} />}
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{copyright}</p>
      </div>
    </footer>
  );
}
