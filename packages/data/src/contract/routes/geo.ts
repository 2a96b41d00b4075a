import { routesOf, visitor } from './route';

const { route } = routesOf('reference');

/** The routes @bayti/data/client's geo.ts calls; no zod at run time. */
export const geoRoutes = {
  countries: route('GET', '/countries/list', {
    access: visitor(),
    doc: 'Countries',
    response: 'countriesListResponseSchema',
  }),
  cities: route('GET', '/cities/list', {
    access: visitor(),
    doc: 'Cities, all or of one country',
    query: 'citiesListQuerySchema',
    response: 'citiesListResponseSchema',
  }),
} as const;
