import { z } from 'zod';
import { dataEnvelope, idSchema } from './common';

export const countrySchema = z.object({ id: idSchema, name: z.string().min(1) });
export type Country = z.infer<typeof countrySchema>;

export const citySchema = z.object({ id: idSchema, name: z.string().min(1), country_id: idSchema });
export type City = z.infer<typeof citySchema>;

/** GET /api/countries/list */
export const countriesListResponseSchema = dataEnvelope({ countries: z.array(countrySchema) });
export type CountriesListResponse = z.infer<typeof countriesListResponseSchema>;

/** GET /api/cities/list?country_id= (all cities when omitted) */
export const citiesListQuerySchema = z.object({
  country_id: z.coerce.number().int().positive().optional(),
});
export type CitiesListQuery = z.infer<typeof citiesListQuerySchema>;

export const citiesListResponseSchema = dataEnvelope({ cities: z.array(citySchema) });
export type CitiesListResponse = z.infer<typeof citiesListResponseSchema>;
