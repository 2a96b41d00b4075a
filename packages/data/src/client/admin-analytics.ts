import { queryOptions } from '@tanstack/react-query';
import {
  endpoints,
  type AdminAnalytics,
  type AdminAnalyticsAgencies,
  type AdminAnalyticsAgenciesQueryInput,
  type AdminAnalyticsQueryInput,
} from '../contract';
import { retryUnlessClientError, type ApiClient, type QueryValue } from './http';

/* The admin Analytics dashboard: figures of a period and the All Agencies side list. */

interface CallOptions {
  signal?: AbortSignal | undefined;
}

export const adminAnalyticsKeys = {
  all: ['admin-analytics'] as const,
  figures: (params: AdminAnalyticsQueryInput = {}) =>
    [...adminAnalyticsKeys.all, 'figures', params] as const,
  agencies: (params: AdminAnalyticsAgenciesQueryInput = {}) =>
    [...adminAnalyticsKeys.all, 'agencies', params] as const,
};

/** GET /admin/analytics?period= */
export async function fetchAdminAnalytics(
  client: ApiClient,
  params: AdminAnalyticsQueryInput = {},
  { signal }: CallOptions = {},
): Promise<AdminAnalytics> {
  const { method, path, response } = endpoints.adminAnalytics;
  const { data } = await client.request(path, {
    method,
    query: params as Record<string, QueryValue>,
    schema: response,
    signal,
  });
  return data.analytics;
}

/** GET /admin/analytics/agencies?search= */
export async function fetchAdminAnalyticsAgencies(
  client: ApiClient,
  params: AdminAnalyticsAgenciesQueryInput = {},
  { signal }: CallOptions = {},
): Promise<AdminAnalyticsAgencies> {
  const { method, path, response } = endpoints.adminAnalyticsAgencies;
  const { data } = await client.request(path, {
    method,
    query: params as Record<string, QueryValue>,
    schema: response,
    signal,
  });
  return data;
}

export const adminAnalyticsQueryOptions = (
  client: ApiClient,
  params: AdminAnalyticsQueryInput = {},
) =>
  queryOptions({
    queryKey: adminAnalyticsKeys.figures(params),
    queryFn: ({ signal }) => fetchAdminAnalytics(client, params, { signal }),
    retry: retryUnlessClientError,
  });

export const adminAnalyticsAgenciesQueryOptions = (
  client: ApiClient,
  params: AdminAnalyticsAgenciesQueryInput = {},
) =>
  queryOptions({
    queryKey: adminAnalyticsKeys.agencies(params),
    queryFn: ({ signal }) => fetchAdminAnalyticsAgencies(client, params, { signal }),
    retry: retryUnlessClientError,
  });
