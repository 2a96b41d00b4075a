import { endpoints } from '@bayti/data/contract';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { GeoService } from './service';

const { countries, cities } = endpoints;

export const geoRoutes: RoutesPlugin = async (app, { ctx }) => {
  const geo = new GeoService(ctx.db);

  registerEndpoint(app, ctx.guards, countries, async () => ({
    data: { countries: await geo.listCountries() },
  }));

  registerEndpoint(app, ctx.guards, cities, async (request) => ({
    data: { cities: await geo.listCities(request.query.country_id) },
  }));
};
