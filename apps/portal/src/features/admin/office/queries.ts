import type { AnalyticsPeriod } from '@bayti/data/contract';
import {
  adminAccountsRoutes,
  adminInboxRoutes,
  adminReportsRoutes,
  adminUsersRoutes,
} from '@bayti/data/contract/routes';
import { apiQuery } from '../../../api';
import {
  inboxKindOf,
  OFFICE_PAGE_SIZE,
  type AccountsSearch,
  type InboxSearch,
  type UsersSearch,
} from './search';

/*
 * The endpoints' inputs of the back-office screens, from their search params: the routes'
 * loaders and the screens ask with the same input, so both share one cache entry.
 */

const paged = (page: number | undefined) => ({ page: page ?? 1, pageSize: OFFICE_PAGE_SIZE });

export const usersQuery = ({ search, status, page }: UsersSearch) =>
  apiQuery(adminUsersRoutes.adminUsers, { query: { search, status, ...paged(page) } });

export const ordersQuery = ({ search, page }: AccountsSearch) =>
  apiQuery(adminAccountsRoutes.adminOrders, { query: { search, ...paged(page) } });

export const invoicesQuery = ({ search, page }: AccountsSearch) =>
  apiQuery(adminAccountsRoutes.adminInvoices, { query: { search, ...paged(page) } });

export const inboxQuery = (search: InboxSearch) =>
  apiQuery(adminInboxRoutes.adminInbox, {
    query: {
      kind: inboxKindOf(search),
      ...(search.show ? { handled: search.show === 'handled' } : {}),
      ...paged(search.page),
    },
  });

export const reportQuery = (period: AnalyticsPeriod) =>
  apiQuery(adminReportsRoutes.adminReports, { query: { period } });
