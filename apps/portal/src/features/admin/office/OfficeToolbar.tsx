import { errorMessageOf } from '@bayti/data/client';
import { Button, Pagination, SearchField } from '@bayti/ui';
import { useEffect, useState, type ReactNode } from 'react';
import styles from './Office.module.css';
import { useOfficeText } from './use-office-text';

/** How long typing may pause before a search reaches the URL (and the server). */
const SEARCH_DELAY_MS = 300;

export interface OfficeToolbarProps {
  searchLabel: string;
  searchPlaceholder: string;
  /** The search of the URL, and how to write it (once typing pauses, or on Enter). */
  search: string | undefined;
  onSearch: (value: string | undefined) => void;
  /** Filters after the search, e.g. a status select. */
  filters?: ReactNode;
  /** Clear: disabled while there is nothing to clear. */
  canClear: boolean;
  onClear: () => void;
  /** Actions at the end, e.g. a download. */
  actions?: ReactNode;
}

/** A back-office table's toolbar: search, filters, Clear and actions, all of them in the URL. */
export function OfficeToolbar({
  searchLabel,
  searchPlaceholder,
  search = '',
  onSearch,
  filters,
  canClear,
  onClear,
  actions,
}: OfficeToolbarProps) {
  const { t } = useOfficeText();
  const [draft, setDraft] = useState(search);
  const [shown, setShown] = useState(search);
  // The URL changed elsewhere (Clear, Back): show its search.
  if (search !== shown) {
    setShown(search);
    if (draft.trim() !== search) setDraft(search);
  }
  useEffect(() => {
    if (draft.trim() === shown) return;
    const timer = setTimeout(() => onSearch(draft.trim() || undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, shown, onSearch]);

  return (
    <div className={styles.toolbar}>
      <SearchField
        className={styles.search}
        aria-label={searchLabel}
        placeholder={searchPlaceholder}
        clearLabel={t.common.clearSearch}
        maxLength={100}
        value={draft}
        onChange={setDraft}
        onSubmit={() => onSearch(draft.trim() || undefined)}
      />
      {filters}
      <Button variant="secondary" isDisabled={!canClear} onPress={onClear}>
        {t.common.clear}
      </Button>
      {actions && <div className={styles.toolbarEnd}>{actions}</div>}
    </div>
  );
}

export interface ServerPagerProps {
  /** The page meta of the answer. */
  page: number;
  pageSize: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  onPageChange: (page: number) => void;
}

/** Under a table the server pages: "Showing 1 to N of N entries" and the pager. */
export function ServerPager({ page, pageSize, total, shown, onPageChange }: ServerPagerProps) {
  const { t, number } = useOfficeText();
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className={styles.footer}>
      <p className={styles.muted} aria-live="polite">
        {t.common.showing(number(from), number(to), number(total))}
      </p>
      {pageCount > 1 && (
        <Pagination
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          onPageChange={onPageChange}
          label={t.common.pages}
          previousLabel={t.common.previous}
          nextLabel={t.common.next}
          pageLabel={(n) => t.common.page(number(n))}
          ellipsisLabel={t.common.morePages}
        />
      )}
    </div>
  );
}

/** A section that could not load: the server's message (or ours) and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useOfficeText();
  return (
    <div role="alert" className={styles.alert}>
      <p>{errorMessageOf(error, t.common.loadFailed)}</p>
      <Button size="sm" variant="secondary" onPress={onRetry}>
        {t.common.retry}
      </Button>
    </div>
  );
}
