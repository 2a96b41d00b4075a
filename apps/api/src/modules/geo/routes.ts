import { endpoints } from '@bayti/data/contract';
import { errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { GeoService } from './service';

const { countries, cities } = endpoints;

export const geoRoutes: RoutesPlugin = async (app, { ctx }) => {
  const geo = new GeoService(ctx.db);

  app.route({
    method: countries.method,
    url: countries.path,
    schema: {
      tags: ['reference'],
      summary: 'Countries',
      response: { [countries.status]: countries.response },
    },
    handler: async () => ({ data: { countries: await geo.listCountries() } }),
  });

  app.route({
    method: cities.method,
    url: cities.path,
    schema: {
      tags: ['reference'],
      summary: 'Cities, all or of one country',
      querystring: cities.query,
      response: { [cities.status]: cities.response, ...errorResponses(400) },
    },
    handler: async (request) => ({
      data: { cities: await geo.listCities(request.query.country_id) },
    }),
  });
};
