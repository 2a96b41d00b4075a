import type { ReactNode } from 'react';
import headings from '../../shared/page/Headings.module.css';
import styles from './HomePage.module.css';

export interface HomeSectionProps {
  /** The section's anchor, e.g. `faq` for /#faq. */
  id?: string;
  /** The h2's id, which names the section (`aria-labelledby`). */
  titleId: string;
  eyebrow: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** A section of the home page under its centred header: eyebrow, h2, an optional introduction. */
export function HomeSection({ id, titleId, eyebrow, title, intro, children }: HomeSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={titleId}>
      <header className={`${headings.centred} ${styles.sectionHeader}`}>
        <p className={headings.eyebrow}>{eyebrow}</p>
        <h2 id={titleId} className={headings.growingTitle}>
          {title}
        </h2>
        {intro && <p className={headings.muted}>{intro}</p>}
      </header>
      {children}
    </section>
  );
}
