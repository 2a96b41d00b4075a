import clsx from 'clsx';
import { type ComponentType, type HTMLAttributes, type ReactNode, useId } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { Link } from '../Link';
import styles from './Footer.module.css';
import { Newsletter } from './Newsletter';
import type { FooterNewsletter } from './types';

export type { FooterNewsletter, FooterNewsletterStatus } from './types';

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
