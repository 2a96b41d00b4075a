import { geoRoutes } from '@bayti/data/contract/routes/geo';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../api';

/** Countries and cities barely change: keep them fresh for an hour. */
const GEO_STALE_MS = 60 * 60 * 1000;

/** GET /countries/list, for the forms' country pickers: the list itself. */
export const countriesQuery = () =>
  queryOptions({
    ...apiQuery(geoRoutes.countries, {}, { staleTime: GEO_STALE_MS }),
    select: (answer) => answer.countries,
  });

/** GET /cities/list, of one country when countryId is given: the list itself. */
export const citiesQuery = (countryId?: number) =>
  queryOptions({
    ...apiQuery(
      geoRoutes.cities,
      { query: { country_id: countryId } },
      { staleTime: GEO_STALE_MS },
    ),
    select: (answer) => answer.cities,
  });
