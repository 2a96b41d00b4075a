import type { AnalyticsPeriod } from '@bayti/data/contract';
import {
  adminInboxQueryOptions,
  adminInvoicesQueryOptions,
  adminOrdersQueryOptions,
  adminReportQueryOptions,
  adminUsersQueryOptions,
} from '@bayti/data/client';
import { api } from '../../../api';
import {
  inboxKindOf,
  OFFICE_PAGE_SIZE,
  type AccountsSearch,
  type InboxSearch,
  type UsersSearch,
} from './search';

/*
 * The query options of the back-office screens, bound to the portal's API client: the routes'
 * loaders prefetch them and the screens read them, so both share one cache entry.
 */

const paged = (page: number | undefined) => ({ page: page ?? 1, pageSize: OFFICE_PAGE_SIZE });

export const usersQuery = ({ search, status, page }: UsersSearch) =>
  adminUsersQueryOptions(api, { search, status, ...paged(page) });

export const ordersQuery = ({ search, page }: AccountsSearch) =>
  adminOrdersQueryOptions(api, { search, ...paged(page) });

export const invoicesQuery = ({ search, page }: AccountsSearch) =>
  adminInvoicesQueryOptions(api, { search, ...paged(page) });

export const inboxQuery = (search: InboxSearch) =>
  adminInboxQueryOptions(api, {
    kind: inboxKindOf(search),
    ...(search.show ? { handled: search.show === 'handled' } : {}),
    ...paged(search.page),
  });

export const reportQuery = (period: AnalyticsPeriod) => adminReportQueryOptions(api, period);
