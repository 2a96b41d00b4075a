import { agenciesRoutes } from '@bayti/data/contract/routes';
import { apiQuery } from '../../../api';

/** GET /agencies/my-agency: the signed-in member's agency (`{ agency }`). */
export const myAgencyQuery = () => apiQuery(agenciesRoutes.myAgency);
export { citiesQuery, countriesQuery } from '../../shared/geo-queries';
