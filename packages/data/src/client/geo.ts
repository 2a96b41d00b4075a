import { geoRoutes } from '../contract/routes/geo';
import { type City, type Country } from '../contract';
import { type ApiClient } from './http';
import { callData, fetcherQueryOptions, type CallOptions } from './endpoint-call';

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
  const data = await callData(client, geoRoutes.countries, { signal });
  return data.countries;
}

/** GET /cities/list, of one country when countryId is given. */
export async function fetchCities(
  client: ApiClient,
  countryId?: number,
  { signal }: CallOptions = {},
): Promise<City[]> {
  const data = await callData(client, geoRoutes.cities, {
    query: { country_id: countryId },
    signal,
  });
  return data.cities;
}

export const countriesQueryOptions = (client: ApiClient) =>
  fetcherQueryOptions(geoKeys.countries(), (signal) => fetchCountries(client, { signal }), {
    staleTime: GEO_STALE_MS,
  });

export const citiesQueryOptions = (client: ApiClient, countryId?: number) =>
  fetcherQueryOptions(
    geoKeys.cities(countryId),
    (signal) => fetchCities(client, countryId, { signal }),
    {
      staleTime: GEO_STALE_MS,
    },
  );
