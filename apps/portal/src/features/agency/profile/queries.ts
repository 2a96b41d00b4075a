import {
  countriesQueryOptions,
  citiesQueryOptions,
  myAgencyQueryOptions,
} from '@bayti/data/client';
import { api } from '../../../api';

/** GET /agencies/my-agency: the signed-in member's agency. */
export const myAgencyQuery = () => myAgencyQueryOptions(api);
export const countriesQuery = () => countriesQueryOptions(api);
export const citiesQuery = (countryId: number) => citiesQueryOptions(api, countryId);
