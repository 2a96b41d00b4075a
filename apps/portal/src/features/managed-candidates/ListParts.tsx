import type {
  ManagedCandidateRow,
  ManagedCandidatesPage,
  ManagedCandidateStatus,
} from '@bayti/data/contract';
import { Button, DataTable, type ColumnDef } from '@bayti/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { failureMessage } from '../shared/error-message';
import { SearchBox, type SearchBoxProps } from '../shared/list/SearchBox';
import {
  ServerPager as SharedServerPager,
  type ServerPagerProps,
} from '../shared/list/ServerPager';
import styles from './ManagedCandidates.module.css';
import { MANAGED_PAGE_SIZE, withManaged, type ManagedSearch, type SearchChange } from './search';
import { useManagedText } from './use-managed-text';

/** The search box: the URL's search, written once typing pauses (or on Enter). */
export function DeferredSearch(props: Omit<SearchBoxProps, 'clearLabel'>) {
  const { t } = useManagedText();
  return <SearchBox {...props} clearLabel={t.common.clearSearch} />;
}

/** Under a table the server pages: "Showing 1 to N of N entries" and the pager. */
export function ServerPager(props: Omit<ServerPagerProps, 'text' | 'number'>) {
  const { t, number } = useManagedText();
  return <SharedServerPager {...props} text={t.common} number={number} />;
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
