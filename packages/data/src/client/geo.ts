import { geoRoutes } from '../contract/routes/geo';
import { queryOptions } from '@tanstack/react-query';
import { type City, type Country } from '../contract';
import { retryUnlessClientError, type ApiClient } from './http';

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** Countries and cities barely change: keep them fresh for an hour. */
const GEO_STALE_MS = 60 * 60 * 1000;

export const geoKeys = {
  all: ['geo'] as const,
  countries: () => [...geoKeys.all, 'countries'] as const,
  cities: (countryId?: number) => [...geoKeys.all, 'cities', countryId ?? 'all'] as const,
};

/** GET /countries/list */
export async function fetchCountries(
  client: ApiClient,
  { signal }: CallOptions = {},
): Promise<Country[]> {
  const { method, path, response } = geoRoutes.countries;
  const { data } = await client.request(path, { method, schema: response, signal });
  return data.countries;
}

/** GET /cities/list, of one country when countryId is given. */
export async function fetchCities(
  client: ApiClient,
  countryId?: number,
  { signal }: CallOptions = {},
): Promise<City[]> {
  const { method, path, response } = geoRoutes.cities;
  const { data } = await client.request(path, {
    method,
    query: { country_id: countryId },
    schema: response,
    signal,
  });
  return data.cities;
}

export const countriesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: geoKeys.countries(),
    queryFn: ({ signal }) => fetchCountries(client, { signal }),
    staleTime: GEO_STALE_MS,
    retry: retryUnlessClientError,
  });

export const citiesQueryOptions = (client: ApiClient, countryId?: number) =>
  queryOptions({
    queryKey: geoKeys.cities(countryId),
    queryFn: ({ signal }) => fetchCities(client, countryId, { signal }),
    staleTime: GEO_STALE_MS,
    retry: retryUnlessClientError,
  });
