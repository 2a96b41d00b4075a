import type { citiesListResponseSchema, countriesListResponseSchema } from '../geo';
import { route } from './route';

/** The routes @bayti/data/client's geo.ts calls (method, path, what they answer); no zod at run time. */
export const geoRoutes = {
  countries: route('GET', '/countries/list').answers<typeof countriesListResponseSchema>(),
  cities: route('GET', '/cities/list').answers<typeof citiesListResponseSchema>(),
} as const;
