import {
  ANALYTICS_PERIODS,
  EMPLOYER_DOCUMENT_STAGES,
  EMPLOYER_PIPELINE_STATUSES,
  INVOICE_SORTS,
  ORDER_SORTS,
  PIPELINE_DATE_FIELDS,
  PIPELINE_SORTS,
  POSITION_LIST_STATUSES,
  SORT_ORDERS,
  oneOf,
  readIsoDate,
  readSearch,
  readSearchText,
  type AnalyticsPeriod,
  type EmployerDocumentStage,
  type PositionListStatus,
  type PipelineDateField,
  type PipelineSort,
  type SortOrder,
} from '@bayti/data/contract';

/*
 * The search params of the employer dashboard's tabs, read from the URL with zod-free readers of
 * the contract's fields (a route's validateSearch runs from the first chunk of every page). A
 * hand-edited or stale value is dropped, never an error page; defaults are left out, so equal
 * views share one address.
 */

/** Removes unset values, so they never reach the URL. */
function compact<T extends object>(search: T): T {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as T;
}

// --- Analytics -------------------------------------------------------------------------------

export interface AnalyticsSearch {
  /** 1Y (the default) is left out of the URL. */
  period?: Exclude<AnalyticsPeriod, '1Y'>;
}

export function parseAnalyticsSearch(raw: unknown): AnalyticsSearch {
  const { period } = readSearch({ period: oneOf(ANALYTICS_PERIODS) }, raw);
  return period && period !== '1Y' ? { period } : {};
}

export const periodOf = (search: AnalyticsSearch): AnalyticsPeriod => search.period ?? '1Y';

// --- Candidates (pipeline) -------------------------------------------------------------------

export interface PipelineSearch {
  /** The tab: one of the position-list statuses (the Candidates tab uses the first five). */
  status?: PositionListStatus;
  search?: string;
  dateField?: PipelineDateField;
  from?: string;
  to?: string;
  sort?: PipelineSort;
  /** asc (the default) is left out of the URL. */
  order?: 'desc';
}

const pipelineReaders = {
  status: oneOf(POSITION_LIST_STATUSES),
  search: readSearchText,
  dateField: oneOf(PIPELINE_DATE_FIELDS),
  from: readIsoDate,
  to: readIsoDate,
  sort: oneOf(PIPELINE_SORTS),
  order: oneOf(SORT_ORDERS),
};

export function parsePipelineSearch(raw: unknown): PipelineSearch {
  const parsed = readSearch(pipelineReaders, raw);
  const { order, ...rest } = parsed;
  const search: PipelineSearch = { ...rest, ...(order === 'desc' ? { order } : {}) };
  // The server refuses dates without the field they filter, or a range that ends before it starts.
  if (!search.dateField || (search.from && search.to && search.from > search.to)) {
    delete search.from;
    delete search.to;
  }
  // A descending order means nothing without a sort.
  if (!search.sort) delete search.order;
  return compact(search);
}

/** The Candidates tab's params: its tabs are the pipeline statuses, without Returns/Replaced. */
export function parseCandidatesSearch(raw: unknown): PipelineSearch {
  const search = parsePipelineSearch(raw);
  const tabs: readonly string[] = EMPLOYER_PIPELINE_STATUSES;
  if (search.status && !tabs.includes(search.status)) delete search.status;
  return search;
}

/** The same view with one change; a change of filter keeps the others. */
export const withPipeline = (search: PipelineSearch, change: Partial<PipelineSearch>) =>
  parsePipelineSearch({ ...search, ...change });

/** Clear: search and date filter go, the status tab and the sort stay. */
export const clearedPipeline = ({ status, sort, order }: PipelineSearch): PipelineSearch =>
  parsePipelineSearch({ status, sort, order });

export const hasPipelineFilters = (search: PipelineSearch) =>
  Boolean(search.search || search.dateField || search.from || search.to);

export const withSortChoice = (search: PipelineSearch, choice: string | null): PipelineSearch =>
  parsePipelineSearch({ ...search, ...sortChange(choice) });

// --- Recruitments ----------------------------------------------------------------------------

export interface RecruitmentsSearch {
  stage?: EmployerDocumentStage;
  search?: string;
}

const recruitmentsReaders = { stage: oneOf(EMPLOYER_DOCUMENT_STAGES), search: readSearchText };

export const parseRecruitmentsSearch = (raw: unknown): RecruitmentsSearch =>
  compact(readSearch(recruitmentsReaders, raw));

// --- Orders and invoices ---------------------------------------------------------------------

export interface OrdersSearch {
  search?: string;
  sort?: (typeof ORDER_SORTS)[number];
  order?: SortOrder;
}

export interface InvoicesSearch {
  search?: string;
  sort?: (typeof INVOICE_SORTS)[number];
  order?: SortOrder;
}

const ordersReaders = {
  search: readSearchText,
  sort: oneOf(ORDER_SORTS),
  order: oneOf(SORT_ORDERS),
};

const invoicesReaders = {
  search: readSearchText,
  sort: oneOf(INVOICE_SORTS),
  order: oneOf(SORT_ORDERS),
};

/** Without a sort the server lists newest first; an order alone means nothing. */
function sortedOnly<T extends { sort?: string; order?: SortOrder }>(search: T): T {
  const result = compact(search);
  if (!result.sort) delete result.order;
  return result;
}

export const parseOrdersSearch = (raw: unknown): OrdersSearch =>
  sortedOnly(readSearch(ordersReaders, raw));

export const parseInvoicesSearch = (raw: unknown): InvoicesSearch =>
  sortedOnly(readSearch(invoicesReaders, raw));

// --- Sort choices ----------------------------------------------------------------------------

/** A table's sort as one choice of its SORT control, e.g. 'age-desc'; null for the default. */
export const sortChoiceOf = (search: { sort?: string; order?: SortOrder }): string | null =>
  search.sort ? `${search.sort}-${search.order ?? 'asc'}` : null;

/** A choice of the SORT control as sort and order; the parsers drop what a table lacks. */
export function sortChange(choice: string | null): { sort?: string; order?: string } {
  if (!choice) return { sort: undefined, order: undefined };
  const cut = choice.lastIndexOf('-');
  return { sort: choice.slice(0, cut), order: choice.slice(cut + 1) };
}
