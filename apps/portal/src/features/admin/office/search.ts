import {
  ANALYTICS_PERIODS,
  INBOX_KINDS,
  intBetween,
  oneOf,
  readSearch,
  readSearchText,
  USER_STATUSES,
  type AnalyticsPeriod,
  type InboxKind,
  type UserStatus,
} from '@bayti/data/contract';

/*
 * The search params of the back-office tables, read from the URL with the contract's zod-free
 * readers of the same fields (a route's validateSearch runs from the first chunk of every page).
 * A hand-edited or stale value is dropped, never an error page; defaults are left out, so equal
 * views share one address.
 */

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

const readPage = intBetween(1, 100_000);

// --- Users -----------------------------------------------------------------------------------

export interface UsersSearch {
  search?: string;
  status?: UserStatus;
  page?: number;
}

const usersReaders = { search: readSearchText, status: oneOf(USER_STATUSES), page: readPage };

export const parseUsersSearch = (raw: unknown): UsersSearch =>
  compact(readSearch(usersReaders, raw));

// --- Orders and invoices ---------------------------------------------------------------------

export interface AccountsSearch {
  search?: string;
  page?: number;
}

const accountsReaders = { search: readSearchText, page: readPage };

export const parseAccountsSearch = (raw: unknown): AccountsSearch =>
  compact(readSearch(accountsReaders, raw));

// --- Inbox -----------------------------------------------------------------------------------

export interface InboxSearch {
  /** contact (the default) is left out of the URL. */
  kind?: Exclude<InboxKind, 'contact'>;
  /** open: not yet handled; handled: done; all when absent. */
  show?: 'open' | 'handled';
  page?: number;
}

const inboxReaders = {
  kind: oneOf(INBOX_KINDS),
  show: oneOf(['open', 'handled'] as const),
  page: readPage,
};

export function parseInboxSearch(raw: unknown): InboxSearch {
  const { kind, ...rest } = readSearch(inboxReaders, raw);
  return compact({ ...rest, ...(kind && kind !== 'contact' ? { kind } : {}) });
}

export const inboxKindOf = (search: InboxSearch): InboxKind => search.kind ?? 'contact';

// --- Reports ---------------------------------------------------------------------------------

export interface ReportsSearch {
  /** 1Y (the default) is left out of the URL. */
  period?: Exclude<AnalyticsPeriod, '1Y'>;
}

export function parseReportsSearch(raw: unknown): ReportsSearch {
  const { period } = readSearch({ period: oneOf(ANALYTICS_PERIODS) }, raw);
  return period && period !== '1Y' ? { period } : {};
}

export const reportPeriodOf = (search: ReportsSearch): AnalyticsPeriod => search.period ?? '1Y';
