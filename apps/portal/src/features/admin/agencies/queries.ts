import {
  adminAgenciesRoutes,
  adminAnalyticsRoutes,
  adminClientsRoutes,
} from '@bayti/data/contract/routes';
import type { AnalyticsPeriod, ClientGroup, Id } from '@bayti/data/contract';
import { apiQuery } from '../../../api';
import { clientsQueryOf, agenciesQueryOf, type AgenciesSearch, type ClientsSearch } from './search';

/*
 * The endpoints' inputs of the admin's agency, client and analytics screens, from their search
 * params: a route's loader and its screen ask with the same input, so they share one cache entry.
 */

export const agenciesQuery = (search: AgenciesSearch, pageSize: number) =>
  apiQuery(adminAgenciesRoutes.adminAgencies, { query: agenciesQueryOf(search, pageSize) });
export const agencyQuery = (id: Id) =>
  apiQuery(adminAgenciesRoutes.adminAgency, { params: { id } });
export const clientsQuery = (search: ClientsSearch, group: ClientGroup) =>
  apiQuery(adminClientsRoutes.adminClients, { query: clientsQueryOf(search, group) });
export const clientQuery = (id: Id) => apiQuery(adminClientsRoutes.adminClient, { params: { id } });
export const analyticsQuery = (period: AnalyticsPeriod) =>
  apiQuery(adminAnalyticsRoutes.adminAnalytics, { query: { period } });
export const analyticsAgenciesQuery = (search: string | undefined) =>
  apiQuery(adminAnalyticsRoutes.adminAnalyticsAgencies, { query: search ? { search } : {} });
