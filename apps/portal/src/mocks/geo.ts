import { cities, countries } from '@bayti/data/fixtures';
import { mockEndpoint } from './endpoint-handler';

/** Reference data: countries, and cities (of one country when `country_id` is given). */
export const geoHandlers = [
  mockEndpoint('countries', () => ({ data: { countries } })),
  mockEndpoint('cities', ({ query }) => ({
    data: {
      cities:
        query.country_id === undefined
          ? cities
          : cities.filter((city) => city.country_id === query.country_id),
    },
  })),
];
