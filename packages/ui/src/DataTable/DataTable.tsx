import clsx from 'clsx';
import {
  type ColumnDef,
  type FilterFn,
  type RowData,
  type SortingState,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown, SearchX } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, useId, useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { EmptyState } from '../EmptyState';
import { Pagination, type PaginationProps } from '../Pagination';
import { SearchField } from '../SearchField';
import { Spinner } from '../Spinner';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs';
import styles from './DataTable.module.css';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Aligns the column's header and cells, e.g. `'end'` for amounts. Defaults to `'start'`. */
    align?: 'start' | 'center' | 'end';
    /** Lets the column's cells wrap (long text); cells stay on one line by default. */
    wrap?: boolean;
  }
}

/** The rows shown, for the summary line: "Showing {from} to {to} of {total} entries". */
export interface DataTableRange {
  /** One-based index of the first row shown; 0 when there are none. */
  from: number;
  /** One-based index of the last row shown; 0 when there are none. */
  to: number;
  /** Rows matching the search, over all pages. */
  total: number;
}

export interface DataTableTab {
  id: string;
  label: string;
}

export interface DataTableProps<TData> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * Column definitions of @tanstack/react-table (`createColumnHelper<T>()` builds them).
   * Columns sort unless `enableSorting: false`; accessor columns are searched unless
   * `enableGlobalFilter: false`; `meta.align` aligns a column.
   */
  // Column definitions are invariant in their value type; `any` is what @tanstack documents here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TData, any>[];
  data: TData[];
  /** The table's accessible name, rendered as its caption. */
  label: string;
  /** Shows the caption above the table; otherwise only assistive technology reads it. */
  showLabel?: boolean;
  /** A stable id per row (defaults to the row index). */
  getRowId?: (row: TData, index: number) => string;

  /**
   * Accessible name of the search field, e.g. "Search invoices"; the field is shown when given.
   * The search matches any searchable column, ignoring case.
   */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Accessible name of the search field's clear button, e.g. "Clear search". */
  searchClearLabel?: string;
  /** Controlled search text. */
  searchValue?: string;
  /** Initial search text when uncontrolled. */
  defaultSearchValue?: string;
  onSearchChange?: (value: string) => void;

  /** Initial sort when uncontrolled, e.g. `[{ id: 'name', desc: false }]`. */
  defaultSorting?: SortingState;
  /** Controlled sort. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;

  /** Extra controls beside the search: filters, Clear, Download. */
  toolbar?: ReactNode;

  /** Status tabs above the table, e.g. All, Shortlisted, Hired. The app filters `data` by tab. */
  tabs?: DataTableTab[];
  /** Accessible name of the tab list, e.g. "Candidate status". */
  tabsLabel?: string;
  /** The selected tab (controlled). */
  activeTab?: string;
  /** The tab selected first when uncontrolled; the first tab by default. */
  defaultTab?: string;
  onTabChange?: (id: string) => void;
  /** A count shown on the active tab only, e.g. the number of candidates in that status. */
  tabCount?: number;

  /** Shows a loading row instead of the data. */
  isLoading?: boolean;
  /** Text of the loading row, e.g. "Loading...". */
  loadingText?: string;
  /**
   * The rows shown are the last answer while the next one (another tab, search or page) loads:
   * the table is busy and its rows cannot be acted on, so nothing acts on a row about to go.
   */
  isUpdating?: boolean;
  /** Text when no row matches, e.g. "Sorry! No Result Found". */
  emptyText?: string;
  /** A hint under the empty text, e.g. "Try adjusting your filters to see more results". */
  emptyHint?: ReactNode;
  /** An action under the empty text, e.g. a "Clear All Filters" button. */
  emptyAction?: ReactNode;

  /** Builds the summary line under the table, e.g. "Showing 1 to 10 of 42 entries". */
  summary?: (range: DataTableRange) => ReactNode;
  /** Splits the rows into pages with a pager under the table. */
  pagination?: DataTablePagination;
  /** The current page, from 1 (controlled). Searching or changing the data goes back to page 1. */
  page?: number;
  /** The first page shown when uncontrolled. */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
}

/** Page size and the pager's labels (see `Pagination`). */
export interface DataTablePagination extends Pick<
  PaginationProps,
  'label' | 'previousLabel' | 'nextLabel' | 'pageLabel' | 'ellipsisLabel'
> {
  /** Rows per page, e.g. 10. */
  pageSize: number;
}

/** Case-insensitive substring match of the search text against a cell's value. */
const includesText: FilterFn<unknown> = (row, columnId, filterValue) => {
  const query = String(filterValue ?? '')
    .trim()
    .toLocaleLowerCase();
  if (!query) return true;
  const value = row.getValue(columnId);
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  return String(value).toLocaleLowerCase().includes(query);
};

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A data table on @tanstack/react-table: search over its columns, sortable headers, status tabs,
 * loading and empty rows, pages or a summary line. Scrolls sideways on small screens.
 */
export function DataTable<TData>({
  columns,
  data,
  label,
  showLabel = false,
  getRowId,
  searchLabel,
  searchPlaceholder,
  searchClearLabel,
  searchValue,
  defaultSearchValue = '',
  onSearchChange,
  defaultSorting = [],
  sorting: sortingProp,
  onSortingChange,
  toolbar,
  tabs,
  tabsLabel,
  activeTab,
  defaultTab,
  onTabChange,
  tabCount,
  isLoading = false,
  isUpdating = false,
  loadingText,
  emptyText,
  emptyHint,
  emptyAction,
  summary,
  pagination,
  page,
  defaultPage = 1,
  onPageChange,
  className,
  ...props
}: DataTableProps<TData>) {
  const captionId = useId();
  const [pageState, setPageState] = useState(defaultPage);
  const requestedPage = page ?? pageState;
  const setPage = (next: number) => {
    if (page === undefined) setPageState(next);
    if (next !== requestedPage) onPageChange?.(next);
  };

  const [searchState, setSearchState] = useState(defaultSearchValue);
  const search = searchValue ?? searchState;
  const setSearch = (value: string) => {
    if (searchValue === undefined) setSearchState(value);
    onSearchChange?.(value);
    setPage(1);
  };

  const [sortingState, setSortingState] = useState<SortingState>(defaultSorting);
  const sorting = sortingProp ?? sortingState;

  const [activeTabState, setActiveTabState] = useState(defaultTab ?? tabs?.[0]?.id);
  const selectedTab = activeTab ?? activeTabState;
  const selectTab = (id: string) => {
    if (activeTab === undefined) setActiveTabState(id);
    onTabChange?.(id);
    setPage(1);
  };

  // The table instance is rebuilt from props on every render, so the compiler's memoising is moot.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<TData>({
    columns,
    data,
    getRowId,
    state: { globalFilter: search, sorting },
    onGlobalFilterChange: (updater) =>
      setSearch(typeof updater === 'function' ? updater(search) : updater),
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (sortingProp === undefined) setSortingState(next);
      onSortingChange?.(next);
      setPage(1);
    },
    globalFilterFn: includesText as FilterFn<TData>,
    getColumnCanGlobalFilter: () => true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  // Pages are sliced here rather than by the table, so a page out of range (after the data
  // shrank) shows the last page instead of an empty one.
  const allRows = table.getRowModel().rows;
  const total = allRows.length;
  const pageSize = pagination?.pageSize;
  const pageCount = pageSize ? Math.max(1, Math.ceil(total / pageSize)) : 1;
  const currentPage = Math.min(Math.max(Math.floor(requestedPage), 1), pageCount);
  const rows = pageSize
    ? allRows.slice((currentPage - 1) * pageSize, currentPage * pageSize)
    : allRows;
  const from = rows.length ? (pageSize ? (currentPage - 1) * pageSize : 0) + 1 : 0;
  const to = rows.length ? from + rows.length - 1 : 0;
  const columnCount = table.getVisibleLeafColumns().length;

  // A focusable region, so a keyboard user can scroll the table when it is wider than the screen.
  const tableRegion = (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={styles.scroller}>
      <table className={styles.table} aria-busy={isLoading || isUpdating || undefined}>
        <caption id={captionId} className={styles.caption} data-visible={showLabel || undefined}>
          {label}
        </caption>
        <thead>
          {table.getHeaderGroups().map((headerGroup) => (
            <tr key={headerGroup.id}>
              {headerGroup.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                const content = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    colSpan={header.colSpan}
                    scope="col"
                    aria-sort={canSort ? (sorted ? ariaSort[sorted] : 'none') : undefined}
                    data-align={header.column.columnDef.meta?.align}
                    className={styles.th}
                  >
                    {canSort && !header.isPlaceholder ? (
                      <RACButton
                        className={styles.sortButton}
                        onPress={() => header.column.toggleSorting(undefined, false)}
                      >
                        <span>{content}</span>
                        {sorted === 'asc' ? (
                          <ArrowUp aria-hidden className={styles.sortIcon} />
                        ) : sorted === 'desc' ? (
                          <ArrowDown aria-hidden className={styles.sortIcon} />
                        ) : (
                          <ChevronsUpDown aria-hidden className={styles.sortIcon} data-idle />
                        )}
                      </RACButton>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody inert={isUpdating || undefined} data-updating={isUpdating || undefined}>
          {isLoading ? (
            <tr>
              <td colSpan={columnCount} className={styles.stateCell}>
                <div className={styles.state} role="status">
                  <Spinner size="sm" />
                  <span>{loadingText}</span>
                </div>
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className={styles.stateCell}>
                <EmptyState
                  size="sm"
                  headingLevel={false}
                  icon={<SearchX aria-hidden />}
                  title={emptyText}
                  hint={emptyHint}
                  action={emptyAction}
                />
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={styles.row}>
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={styles.td}
                    data-align={cell.column.columnDef.meta?.align}
                    data-wrap={cell.column.columnDef.meta?.wrap || undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );

  const tabsStrip = tabs && tabs.length > 0 && (
    <Tabs
      className={styles.tabs}
      selectedKey={selectedTab}
      onSelectionChange={(key) => selectTab(String(key))}
    >
      <TabList aria-label={tabsLabel}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} count={tab.id === selectedTab ? tabCount : undefined}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {/* RAC renders only the selected tab's panel. */}
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={styles.tabPanel}>
          {tableRegion}
        </TabPanel>
      ))}
    </Tabs>
  );

  const showPager = !isLoading && pagination && pageCount > 1;
  const showSummary = !isLoading && summary;

  return (
    <div {...props} className={clsx(styles.root, className)}>
      {(searchLabel || toolbar) && (
        <div className={styles.toolbar}>
          {searchLabel && (
            <SearchField
              className={styles.search}
              aria-label={searchLabel}
              placeholder={searchPlaceholder}
              clearLabel={searchClearLabel}
              value={search}
              onChange={setSearch}
            />
          )}
          {toolbar && <div className={styles.actions}>{toolbar}</div>}
        </div>
      )}
      {tabsStrip || tableRegion}
      {(showSummary || showPager) && (
        <div className={styles.footer}>
          {showSummary && (
            <p className={styles.summary} aria-live="polite">
              {summary({ from, to, total })}
            </p>
          )}
          {showPager && (
            <Pagination
              className={styles.pager}
              page={currentPage}
              pageCount={pageCount}
              onPageChange={setPage}
              label={pagination.label}
              previousLabel={pagination.previousLabel}
              nextLabel={pagination.nextLabel}
              pageLabel={pagination.pageLabel}
              ellipsisLabel={pagination.ellipsisLabel}
            />
          )}
        </div>
      )}
    </div>
  );
}
