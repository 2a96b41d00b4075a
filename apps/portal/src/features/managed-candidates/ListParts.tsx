import type {
  ManagedCandidateRow,
  ManagedCandidatesPage,
  ManagedCandidateStatus,
} from '@bayti/data/contract';
import { Button, DataTable, Pagination, SearchField, type ColumnDef } from '@bayti/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureMessage } from '../shared/error-message';
import styles from './ManagedCandidates.module.css';
import { MANAGED_PAGE_SIZE, withManaged, type ManagedSearch, type SearchChange } from './search';
import { useManagedText } from './use-managed-text';

/** How long typing may pause before a search reaches the URL (and the server). */
const SEARCH_DELAY_MS = 300;

/** The search box: the URL's search, written once typing pauses (or on Enter). */
export function DeferredSearch({
  label,
  placeholder,
  value = '',
  onCommit,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
}) {
  const { t } = useManagedText();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed elsewhere (Clear, Back): show its search.
  if (value !== shown) {
    setShown(value);
    if (draft.trim() !== value) setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === shown) return;
    const timer = setTimeout(() => onCommit(draft.trim() || undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, shown, onCommit]);
  return (
    <SearchField
      className={styles.search}
      aria-label={label}
      placeholder={placeholder}
      clearLabel={t.common.clearSearch}
      maxLength={100}
      value={draft}
      onChange={setDraft}
      onSubmit={() => onCommit(draft.trim() || undefined)}
    />
  );
}

/** Under a table the server pages: "Showing 1 to N of N entries" and the pager. */
export function ServerPager({
  page,
  pageSize,
  total,
  shown,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  onPageChange: (page: number) => void;
}) {
  const { t, number } = useManagedText();
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

/** A list that could not load: the server's message (or ours) and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useManagedText();
  return (
    <div role="alert" className={styles.alert}>
      <p>{failureMessage(error, 'Request failed', t.common.loadFailed)}</p>
      <Button size="sm" variant="secondary" onPress={onRetry}>
        {t.common.retry}
      </Button>
    </div>
  );
}

/**
 * A managed-candidate table the server pages: status tabs with the count on the active one (in
 * the URL), the rows, the loading and empty rows, and the pager; an error with a retry instead.
 */
export function ManagedTable({
  label,
  columns,
  query,
  tabs,
  search,
  onSearchChange,
  emptyText,
}: {
  label: string;
  // Column definitions are invariant in their value type; `any` is what @tanstack documents here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<ManagedCandidateRow, any>[];
  query: UseQueryResult<ManagedCandidatesPage, unknown>;
  /** The tab ids ('all' or a status) and their labels; the active one is search.status. */
  tabs: { id: ManagedCandidateStatus | 'all'; label: string }[];
  search: ManagedSearch;
  onSearchChange: SearchChange<ManagedSearch>;
  emptyText: string;
}) {
  const { t } = useManagedText();
  const data = query.data;
  const tab = search.status ?? 'all';
  if (query.isError && !data)
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        data={data?.items ?? []}
        getRowId={(row) => String(row.id)}
        tabs={tabs}
        tabsLabel={t.list.tabs}
        activeTab={tab}
        onTabChange={(id) =>
          onSearchChange(
            withManaged(search, {
              status: id === 'all' ? undefined : (id as ManagedCandidateStatus),
            }),
          )
        }
        tabCount={data?.counts[tab]}
        isLoading={query.isPending}
        loadingText={t.common.loading}
        emptyText={emptyText}
      />
      {data && (
        <ServerPager
          page={data.page}
          pageSize={MANAGED_PAGE_SIZE}
          total={data.total}
          shown={data.items.length}
          onPageChange={(page) =>
            onSearchChange({ ...search, ...(page > 1 ? { page } : { page: undefined }) })
          }
        />
      )}
    </>
  );
}
