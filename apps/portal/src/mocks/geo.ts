import { cities, countries } from '@bayti/data/fixtures';
import { mockEndpoint } from './endpoint-handler';

/** Reference data: the fixtures' countries and cities (the server narrows cities to a country). */
export const geoHandlers = [
  mockEndpoint('countries', () => ({ data: { countries } })),
  mockEndpoint('cities', () => ({ data: { cities } })),
];
