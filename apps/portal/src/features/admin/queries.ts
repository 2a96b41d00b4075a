import { adminPositionsRoutes } from '@bayti/data/contract/routes';
import { apiQuery } from '../../api';

/** The admin's configured positions: the sidebar's Positions group. */
export const adminPositionsQuery = () => apiQuery(adminPositionsRoutes.adminPositions);
