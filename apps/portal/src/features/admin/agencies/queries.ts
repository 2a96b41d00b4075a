import {
  adminAgenciesQueryOptions,
  adminAgencyQueryOptions,
  adminAnalyticsAgenciesQueryOptions,
  adminAnalyticsQueryOptions,
  adminClientQueryOptions,
  adminClientsQueryOptions,
} from '@bayti/data/client';
import type {
  AdminAgenciesQueryInput,
  AdminAnalyticsAgenciesQueryInput,
  AdminClientsQueryInput,
  AnalyticsPeriod,
  Id,
} from '@bayti/data/contract';
import { api } from '../../../api';

/** The admin's agencies, clients and analytics, over the portal's API client. */
export const agenciesQuery = (params: AdminAgenciesQueryInput) =>
  adminAgenciesQueryOptions(api, params);
export const agencyQuery = (id: Id) => adminAgencyQueryOptions(api, id);
export const clientsQuery = (params: AdminClientsQueryInput) =>
  adminClientsQueryOptions(api, params);
export const clientQuery = (id: Id) => adminClientQueryOptions(api, id);
export const analyticsQuery = (period: AnalyticsPeriod) =>
  adminAnalyticsQueryOptions(api, { period });
export const analyticsAgenciesQuery = (params: AdminAnalyticsAgenciesQueryInput) =>
  adminAnalyticsAgenciesQueryOptions(api, params);
