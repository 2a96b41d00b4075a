import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import cards from '../shared/cards.module.css';
import styles from './EmptyState.module.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A decorative icon, e.g. `<SearchX aria-hidden />` from lucide-react. */
  icon?: ReactNode;
  /** What is empty, e.g. "No candidates found". */
  title: ReactNode;
  /** What to do about it, e.g. "Try adjusting your filters to see more results". */
  hint?: ReactNode;
  /** An optional action, e.g. a "Clear All Filters" button. */
  action?: ReactNode;
  /**
   * The heading level of the title (1 when the empty state is the whole page, e.g. not found);
   * `false` renders it as a paragraph (inside a table cell or a
   * region that already has a heading).
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6 | false;
  /** `sm` for panels and table bodies, `md` for a page's main area. */
  size?: 'sm' | 'md';
}

/** What a list, table or page shows when there is nothing in it. */
export function EmptyState({
  icon,
  title,
  hint,
  action,
  headingLevel = 3,
  size = 'md',
  className,
  ...props
}: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div {...props} data-size={size} className={clsx(styles.emptyState, className)}>
      {icon && (
        <span aria-hidden className={clsx(cards.iconTile, styles.icon)}>
          {icon}
        </span>
      )}
      <Title className={styles.title}>{title}</Title>
      {hint && <p className={styles.hint}>{hint}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
