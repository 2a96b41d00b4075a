import { Button, Pagination, SearchField } from '@bayti/ui';
import type { ReactNode } from 'react';
import styles from '../shared/AgencyPage.module.css';
import { useOpsText } from './use-ops-text';

/**
 * The title and toolbar above a list of the agency screens: the search (trimmed, '' means none),
 * the screen's own filters, and Clear while anything is filtered.
 */
export function OpsListHeader({
  title,
  searchLabel,
  search,
  onSearch,
  isFiltered,
  onClear,
  children,
}: {
  title: string;
  searchLabel: string;
  search: string | undefined;
  onSearch: (search: string | undefined) => void;
  isFiltered: boolean;
  onClear: () => void;
  children?: ReactNode;
}) {
  const { t } = useOpsText();
  return (
    <>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
      </div>
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <SearchField
            className={styles.search}
            aria-label={searchLabel}
            placeholder={searchLabel}
            clearLabel={t.common.clear}
            value={search ?? ''}
            onChange={(value) => onSearch(value.trim() || undefined)}
          />
          {children}
          {isFiltered && (
            <Button variant="secondary" onPress={onClear}>
              {t.common.clear}
            </Button>
          )}
        </div>
      </div>
    </>
  );
}

/** The notice of the last change, then the list (loaded by the route). */
export function OpsListBody({ notice, children }: { notice: string; children: ReactNode }) {
  return (
    <>
      <p role="status" className={styles.status}>
        {notice}
      </p>
      {children}
    </>
  );
}

/** "Showing 1 to 12 of 30 entries" and the pager under a table of the agency screens. */
export function PageFooter({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number | undefined) => void;
}) {
  const { t } = useOpsText();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <>
      {total > 0 && <p className={styles.muted}>{t.common.showing(total, { from, to })}</p>}
      <Pagination
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        onPageChange={(next) => onPageChange(next === 1 ? undefined : next)}
        label={t.common.pagination}
        previousLabel={t.common.previous}
        nextLabel={t.common.next}
      />
    </>
  );
}
