import {
  AGENCY_COUNTRIES,
  adminAgenciesQuerySchema,
  adminClientsQuerySchema,
  analyticsPeriodSchema,
  type AdminAgenciesQueryInput,
  type AdminAgencyTab,
  type AdminClientsQueryInput,
  type AgencyGroup,
  type AnalyticsPeriod,
  type ClientCountry,
  type ClientGroup,
} from '@bayti/data/contract';
import { z } from 'zod';

/*
 * The search params of the admin's agency, client and analytics screens, parsed with the
 * contract's own field schemas. A hand-edited or stale value is dropped, never an error page;
 * defaults are left out, so equal views share one address.
 */

const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const asObject = (raw: unknown): Record<string, unknown> =>
  typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
const pageSchema = lenient(z.coerce.number().int().min(1).max(100_000));

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

const agenciesSearchSchema = z.object({
  search: lenient(adminAgenciesQuerySchema.shape.search),
  country: lenient(z.enum([...AGENCY_COUNTRIES, 'UAE'])),
  status: lenient(adminAgenciesQuerySchema.shape.status.unwrap().exclude(['all'])),
  group: lenient(adminAgenciesQuerySchema.shape.group.unwrap().exclude(['all'])),
  page: pageSchema,
});

export const parseAgenciesSearch = (raw: unknown): AgenciesSearch =>
  compact(agenciesSearchSchema.parse(asObject(raw)));

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
  compact(z.object({ tab: lenient(z.enum(['candidates', 'documents'])) }).parse(asObject(raw)));

// --- Clients ---------------------------------------------------------------------------------

export interface ClientsSearch {
  search?: string;
  country?: ClientCountry;
  page?: number;
}

const clientsSearchSchema = z.object({
  search: lenient(adminClientsQuerySchema.shape.search),
  country: lenient(adminClientsQuerySchema.shape.country.unwrap()),
  page: pageSchema,
});

export const parseClientsSearch = (raw: unknown): ClientsSearch =>
  compact(clientsSearchSchema.parse(asObject(raw)));

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

const analyticsSearchSchema = z.object({
  period: lenient(analyticsPeriodSchema),
  agency: lenient(adminAgenciesQuerySchema.shape.search),
});

export const parseAnalyticsSearch = (raw: unknown): AnalyticsSearch =>
  compact(analyticsSearchSchema.parse(asObject(raw)), { period: '1Y' }) as AnalyticsSearch;

export const analyticsPeriodOf = (search: AnalyticsSearch): AnalyticsPeriod =>
  search.period ?? '1Y';
