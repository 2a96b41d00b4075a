import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's heading. */
  title: ReactNode;
  /** The heading level of `title`; 2 suits a page inside a dashboard whose shell holds the h1. */
  headingLevel?: 1 | 2 | 3;
  /** The heading's id, for a section named by it (`aria-labelledby`). */
  titleId?: string;
  /** A line below the title saying what the page is for. */
  description?: ReactNode;
  /** Controls at the end of the line, e.g. an Add button or a period switch. */
  actions?: ReactNode;
  /** `header` when the page is a landmark of its own (an article or a section). */
  elementType?: 'div' | 'header';
}

/** The top of a page: its title, an optional description, and the page's actions beside them. */
export function PageHeader({
  title,
  headingLevel = 2,
  titleId,
  description,
  actions,
  elementType: Element = 'div',
  className,
  ...props
}: PageHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Element {...props} className={clsx(styles.header, className)}>
      <div>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </Element>
  );
}
