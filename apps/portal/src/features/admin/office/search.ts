import {
  adminAccountsQuerySchema,
  adminInboxQuerySchema,
  adminUsersQuerySchema,
  analyticsPeriodSchema,
  type AnalyticsPeriod,
  type InboxKind,
  type UserStatus,
} from '@bayti/data/contract';
import { z } from 'zod';

/*
 * The search params of the back-office tables, parsed from the URL with the contract's own field
 * schemas. A hand-edited or stale value is dropped, never an error page; defaults are left out, so
 * equal views share one address.
 */

const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const asObject = (raw: unknown): Record<string, unknown> =>
  typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};

/** Removes unset values and page 1, so they never reach the URL. */
function compact<T extends { page?: number }>(search: T): T {
  const entries = Object.entries(search as Record<string, unknown>).filter(
    ([key, value]) =>
      value !== undefined && value !== null && value !== '' && !(key === 'page' && value === 1),
  );
  return Object.fromEntries(entries) as T;
}

/** Rows per page of the back-office tables. */
export const OFFICE_PAGE_SIZE = 10;

const pageSchema = lenient(z.coerce.number().int().min(1).max(100_000));

// --- Users -----------------------------------------------------------------------------------

export interface UsersSearch {
  search?: string;
  status?: UserStatus;
  page?: number;
}

const usersSearchSchema = z.object({
  search: lenient(adminUsersQuerySchema.shape.search),
  status: lenient(adminUsersQuerySchema.shape.status),
  page: pageSchema,
});

export const parseUsersSearch = (raw: unknown): UsersSearch =>
  compact(usersSearchSchema.parse(asObject(raw)));

// --- Orders and invoices ---------------------------------------------------------------------

export interface AccountsSearch {
  search?: string;
  page?: number;
}

const accountsSearchSchema = z.object({
  search: lenient(adminAccountsQuerySchema.shape.search),
  page: pageSchema,
});

export const parseAccountsSearch = (raw: unknown): AccountsSearch =>
  compact(accountsSearchSchema.parse(asObject(raw)));

// --- Inbox -----------------------------------------------------------------------------------

export interface InboxSearch {
  /** contact (the default) is left out of the URL. */
  kind?: Exclude<InboxKind, 'contact'>;
  /** open: not yet handled; handled: done; all when absent. */
  show?: 'open' | 'handled';
  page?: number;
}

const inboxSearchSchema = z.object({
  kind: lenient(adminInboxQuerySchema.shape.kind),
  show: lenient(z.enum(['open', 'handled'])),
  page: pageSchema,
});

export function parseInboxSearch(raw: unknown): InboxSearch {
  const { kind, ...rest } = inboxSearchSchema.parse(asObject(raw));
  return compact({ ...rest, ...(kind && kind !== 'contact' ? { kind } : {}) });
}

export const inboxKindOf = (search: InboxSearch): InboxKind => search.kind ?? 'contact';

// --- Reports ---------------------------------------------------------------------------------

export interface ReportsSearch {
  /** 1Y (the default) is left out of the URL. */
  period?: Exclude<AnalyticsPeriod, '1Y'>;
}

export function parseReportsSearch(raw: unknown): ReportsSearch {
  const period = lenient(analyticsPeriodSchema).parse(asObject(raw).period);
  return period && period !== '1Y' ? { period } : {};
}

export const reportPeriodOf = (search: ReportsSearch): AnalyticsPeriod => search.period ?? '1Y';
