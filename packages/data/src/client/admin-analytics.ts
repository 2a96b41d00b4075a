import { adminAnalyticsRoutes } from '../contract/routes/admin-analytics';
import {
  type AdminAnalytics,
  type AdminAnalyticsAgencies,
  type AdminAnalyticsAgenciesQueryInput,
  type AdminAnalyticsQueryInput,
} from '../contract';
import { callEndpoint, fetcherQueryOptions, type CallOptions } from './endpoint-call';
import type { ApiClient } from './http';

/* The admin Analytics dashboard: figures of a period and the All Agencies side list. */

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
  const { data } = await callEndpoint(client, adminAnalyticsRoutes.adminAnalytics, {
    query: params,
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
  return (
    await callEndpoint(client, adminAnalyticsRoutes.adminAnalyticsAgencies, {
      query: params,
      signal,
    })
  ).data;
}

export const adminAnalyticsQueryOptions = (
  client: ApiClient,
  params: AdminAnalyticsQueryInput = {},
) =>
  fetcherQueryOptions(adminAnalyticsKeys.figures(params), (signal) =>
    fetchAdminAnalytics(client, params, { signal }),
  );

export const adminAnalyticsAgenciesQueryOptions = (
  client: ApiClient,
  params: AdminAnalyticsAgenciesQueryInput = {},
) =>
  fetcherQueryOptions(adminAnalyticsKeys.agencies(params), (signal) =>
    fetchAdminAnalyticsAgencies(client, params, { signal }),
  );
