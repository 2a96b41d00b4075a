import {
  ADMIN_AGENCY_TABS,
  AGENCY_COUNTRIES,
  AGENCY_GROUPS,
  ANALYTICS_PERIODS,
  CLIENT_COUNTRIES,
  intBetween,
  oneOf,
  readSearch,
  readSearchText,
  type AdminAgenciesQueryInput,
  type AdminAgencyTab,
  type AdminClientsQueryInput,
  type AgencyGroup,
  type AnalyticsPeriod,
  type ClientCountry,
  type ClientGroup,
} from '@bayti/data/contract';

/*
 * The search params of the admin's agency, client and analytics screens, read with zod-free
 * readers of the contract's fields (a route's validateSearch runs from the first chunk of every
 * page). A hand-edited or stale value is dropped, never an error page; defaults are left out, so
 * equal views share one address.
 */

const readPage = intBetween(1, 100_000);

/** One of the values but 'all' (the default a tab or group takes when absent). */
const notAll = <const T extends readonly string[]>(values: T) =>
  oneOf(
    values.filter((value) => value !== 'all') as unknown as readonly Exclude<T[number], 'all'>[],
  );

/** Removes unset values and defaults, so they never reach the URL. */
function compact<T extends object>(search: T, defaults: Record<string, unknown> = {}): T {
  const entries = Object.entries(search as Record<string, unknown>).filter(
    ([key, value]) =>
      value !== undefined &&
      value !== null &&
      value !== '' &&
      !(key === 'page' && value === 1) &&
      defaults[key] !== value,
  );
  return Object.fromEntries(entries) as T;
}

/** Cards per page of the grid, rows per page of the tables. */
export const AGENCY_GRID_PAGE_SIZE = 12;
export const ADMIN_TABLE_PAGE_SIZE = 10;

// --- Agencies: the card grid and the list ------------------------------------------------------

export interface AgenciesSearch {
  search?: string;
  country?: string;
  /** The list's status tab; all when absent. */
  status?: Exclude<AdminAgencyTab, 'all'>;
  /** An analytics card's group; all when absent. */
  group?: Exclude<AgencyGroup, 'all'>;
  page?: number;
}

const agenciesReaders = {
  search: readSearchText,
  country: oneOf([...AGENCY_COUNTRIES, 'UAE'] as const),
  status: notAll(ADMIN_AGENCY_TABS),
  group: notAll(AGENCY_GROUPS),
  page: readPage,
};

export const parseAgenciesSearch = (raw: unknown): AgenciesSearch =>
  compact(readSearch(agenciesReaders, raw));

export const agenciesQueryOf = (
  search: AgenciesSearch,
  pageSize: number,
): AdminAgenciesQueryInput => ({ ...search, pageSize });

// --- The agency detail page ------------------------------------------------------------------

export const AGENCY_PAGE_TABS = ['overview', 'candidates', 'documents'] as const;
export type AgencyPageTab = (typeof AGENCY_PAGE_TABS)[number];

export interface AgencyPageSearch {
  /** overview when absent. */
  tab?: Exclude<AgencyPageTab, 'overview'>;
}

export const parseAgencyPageSearch = (raw: unknown): AgencyPageSearch =>
  compact(readSearch({ tab: oneOf(['candidates', 'documents'] as const) }, raw));

// --- Clients ---------------------------------------------------------------------------------

export interface ClientsSearch {
  search?: string;
  country?: ClientCountry;
  page?: number;
}

const clientsReaders = { search: readSearchText, country: oneOf(CLIENT_COUNTRIES), page: readPage };

export const parseClientsSearch = (raw: unknown): ClientsSearch =>
  compact(readSearch(clientsReaders, raw));

export const clientsQueryOf = (
  search: ClientsSearch,
  group: ClientGroup,
): AdminClientsQueryInput => ({
  ...search,
  group,
  pageSize: ADMIN_TABLE_PAGE_SIZE,
});

// --- Analytics -------------------------------------------------------------------------------

export interface AnalyticsSearch {
  /** 1Y (the default) is left out of the URL. */
  period?: Exclude<AnalyticsPeriod, '1Y'>;
  /** The All Agencies side list's search. */
  agency?: string;
}

const analyticsReaders = { period: oneOf(ANALYTICS_PERIODS), agency: readSearchText };

export const parseAnalyticsSearch = (raw: unknown): AnalyticsSearch =>
  compact(readSearch(analyticsReaders, raw), { period: '1Y' }) as AnalyticsSearch;

export const analyticsPeriodOf = (search: AnalyticsSearch): AnalyticsPeriod =>
  search.period ?? '1Y';
