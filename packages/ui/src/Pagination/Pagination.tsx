import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type HTMLAttributes, useMemo } from 'react';
import { Button as RACButton, useLocale, VisuallyHidden } from 'react-aria-components';
import styles from './Pagination.module.css';
import { paginationItems } from './paginationItems';

export { paginationItems, type PaginationItem } from './paginationItems';

export interface PaginationProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'onChange'
> {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; nothing is rendered below 1. */
  pageCount: number;
  /** Called with the page the user chose (never with the current page). */
  onPageChange: (page: number) => void;
  /** The navigation landmark's name, e.g. "Pagination" or "Candidate pages". */
  label: string;
  /** Text of the previous-page button, e.g. "Previous". Visually hidden on narrow screens. */
  previousLabel: string;
  /** Text of the next-page button, e.g. "Next". Visually hidden on narrow screens. */
  nextLabel: string;
  /** The accessible name of a page button, e.g. `(n) => \`Page ${n}\``. Defaults to the number. */
  pageLabel?: (page: number) => string;
  /** Read to screen readers in place of an ellipsis, e.g. "More pages". Silent when omitted. */
  ellipsisLabel?: string;
  isDisabled?: boolean;
}

/**
 * A pager: previous, the first and last pages, the current page ±1 with ellipses between gaps,
 * next. Numbers are written in the locale of the surrounding `I18nProvider`.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  ellipsisLabel,
  isDisabled = false,
  className,
  ...props
}: PaginationProps) {
  const { locale } = useLocale();
  const format = useMemo(() => new Intl.NumberFormat(locale, { useGrouping: false }), [locale]);
  const items = paginationItems(page, pageCount);
  if (items.length === 0) return null;

  const current = Math.min(Math.max(Math.floor(page), 1), Math.floor(pageCount));
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };

  return (
    <nav {...props} aria-label={label} className={clsx(styles.pagination, className)}>
      <ul className={styles.list}>
        <li>
          <RACButton
            className={clsx(styles.item, styles.step)}
            isDisabled={isDisabled || current <= 1}
            onPress={() => go(current - 1)}
          >
            <ChevronLeft aria-hidden className={styles.chevron} />
            <span className={styles.stepLabel}>{previousLabel}</span>
          </RACButton>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li
              key={index < items.indexOf(current) ? 'ellipsis-start' : 'ellipsis-end'}
              className={styles.ellipsis}
            >
              <span aria-hidden>…</span>
              {ellipsisLabel && <VisuallyHidden>{ellipsisLabel}</VisuallyHidden>}
            </li>
          ) : (
            <li key={item}>
              <RACButton
                className={clsx(styles.item, styles.page)}
                aria-label={pageLabel?.(item)}
                aria-current={item === current ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => go(item)}
              >
                {format.format(item)}
              </RACButton>
            </li>
          ),
        )}
        <li>
          <RACButton
            className={clsx(styles.item, styles.step)}
            isDisabled={isDisabled || current >= pageCount}
            onPress={() => go(current + 1)}
          >
            <span className={styles.stepLabel}>{nextLabel}</span>
            <ChevronRight aria-hidden className={styles.chevron} />
          </RACButton>
        </li>
      </ul>
    </nav>
  );
}
