import type { citiesListResponseSchema, countriesListResponseSchema } from '../geo';
import { routesOf, visitor } from './route';

const { route } = routesOf('reference');

/** The routes @bayti/data/client's geo.ts calls (method, path, what they answer); no zod at run time. */
export const geoRoutes = {
  countries: route('GET', '/countries/list', { access: visitor(), doc: 'Countries' }).answers<
    typeof countriesListResponseSchema
  >(),
  cities: route('GET', '/cities/list', {
    access: visitor(),
    doc: 'Cities, all or of one country',
  }).answers<typeof citiesListResponseSchema>(),
} as const;
