import { countriesQueryOptions, citiesQueryOptions } from '@bayti/data/client';
import { agenciesRoutes } from '@bayti/data/contract/routes';
import { api, apiQuery } from '../../../api';

/** GET /agencies/my-agency: the signed-in member's agency (`{ agency }`). */
export const myAgencyQuery = () => apiQuery(agenciesRoutes.myAgency);
export const countriesQuery = () => countriesQueryOptions(api);
export const citiesQuery = (countryId: number) => citiesQueryOptions(api, countryId);
