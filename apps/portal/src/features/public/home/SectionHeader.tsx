import headings from '../../shared/page/Headings.module.css';
import styles from './HomePage.module.css';

export interface SectionHeaderProps {
  eyebrow: string;
  title: string;
  /** The h2's id, which names the section (`aria-labelledby`). */
  titleId: string;
  intro?: string;
}

/** The centred top of a home page section: eyebrow, h2, an optional introduction. */
export function SectionHeader({ eyebrow, title, titleId, intro }: SectionHeaderProps) {
  return (
    <header className={`${headings.centred} ${styles.sectionHeader}`}>
      <p className={headings.eyebrow}>{eyebrow}</p>
      <h2 id={titleId} className={headings.growingTitle}>
        {title}
      </h2>
      {intro && <p className={headings.muted}>{intro}</p>}
    </header>
  );
}
