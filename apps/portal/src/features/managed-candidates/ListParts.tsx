import type {
  ManagedCandidateRow,
  ManagedCandidatesPage,
  ManagedCandidateStatus,
} from '@bayti/data/contract';
import { Button, DataTable, DatePicker, type ColumnDef } from '@bayti/ui';
import { parseDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import { failureMessage } from '../shared/error-message';
import list from '../shared/list/List.module.css';
import { ListToolbar } from '../shared/list/ListToolbar';
import {
  ServerPager as SharedServerPager,
  type ServerPagerProps,
} from '../shared/list/ServerPager';
import layout from '../shared/page/Page.module.css';
import styles from './ManagedCandidates.module.css';
import {
  clearedManaged,
  hasManagedFilters,
  MANAGED_PAGE_SIZE,
  withManaged,
  type ManagedSearch,
  type SearchChange,
} from './search';
import { useManagedText } from './use-managed-text';

interface FilterProps {
  search: ManagedSearch;
  onSearchChange: SearchChange<ManagedSearch>;
}

/** The list's toolbar: the URL's search (written once typing pauses, or on Enter), the filters, and Clear, which drops the search and the date, keeps the tab and the sort, and is disabled with none set. */
export function ManagedToolbar({
  label,
  placeholder,
  search,
  onSearchChange,
  filters,
}: FilterProps & { label: string; placeholder: string; filters: ReactNode }) {
  const { t } = useManagedText();
  return (
    <ListToolbar
      text={t.common}
      searchLabel={label}
      searchPlaceholder={placeholder}
      search={search.search}
      onSearch={(value) =>
        onSearchChange(withManaged(search, { search: value }), { replace: true })
      }
      filters={filters}
      canClear={hasManagedFilters(search)}
      onClear={() => onSearchChange(clearedManaged(search))}
    />
  );
}

/** The date filter (the day a candidate was added), in the URL. */
export function ManagedDateFilter({ search, onSearchChange }: FilterProps) {
  const { t } = useManagedText();
  return (
    <DatePicker
      className={list.control}
      label={t.list.date}
      value={search.date ? parseDate(search.date) : null}
      onChange={(value) =>
        onSearchChange(withManaged(search, { date: value ? value.toString() : undefined }))
      }
      calendarButtonLabel={t.common.calendar}
      previousMonthLabel={t.common.previousMonth}
      nextMonthLabel={t.common.nextMonth}
    />
  );
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
    <div role="alert" className={`${layout.spread} ${layout.dangerBox} ${styles.alert}`}>
      <p>{failureMessage(error, 'Request failed', t.common.loadFailed)}</p>
      <Button size="sm" variant="secondary" onPress={onRetry}>
        {t.common.retry}
      </Button>
    </div>
  );
}

/**
 * What a managed-candidate table shows: the page the route loaded, or, in the admin's agency
 * tab (which loads on its own), nothing yet or why it could not load, with a retry.
 */
export interface ManagedList {
  data: ManagedCandidatesPage | undefined;
  error?: unknown;
  onRetry?: () => void;
  /** The rows are the last search's while the next one loads. */
  isUpdating?: boolean;
}

/**
 * A managed-candidate table the server pages: status tabs with the count on the active one (in
 * the URL), the rows, the empty row, and the pager; a loading row or an error with a retry while
 * a tab of its own has no page yet.
 */
export function ManagedTable({
  label,
  columns,
  rows,
  tabs,
  search,
  onSearchChange,
  emptyText,
}: {
  label: string;
  // Column definitions are invariant in their value type; `any` is what @tanstack documents here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<ManagedCandidateRow, any>[];
  rows: ManagedList;
  /** The tab ids ('all' or a status) and their labels; the active one is search.status. */
  tabs: { id: ManagedCandidateStatus | 'all'; label: string }[];
  search: ManagedSearch;
  onSearchChange: SearchChange<ManagedSearch>;
  emptyText: string;
}) {
  const { t } = useManagedText();
  const { data, error, onRetry, isUpdating } = rows;
  const tab = search.status ?? 'all';
  if (error && !data && onRetry) return <QueryError error={error} onRetry={onRetry} />;
  return (
    <>
      <DataTable
        isUpdating={isUpdating}
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
        isLoading={!data}
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
