import type { ReactNode } from 'react';
import headings from '../../../shared/page/Headings.module.css';
import styles from './Pages.module.css';

export interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The top of a static page: eyebrow, the page's one h1, an introduction. */
export function PageHeader({ eyebrow, title, intro, children }: PageHeaderProps) {
  return (
    <header className={`${headings.centred} ${styles.pageHeader}`}>
      {eyebrow && <p className={headings.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.pageTitle}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </header>
  );
}
