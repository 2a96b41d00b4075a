import { adminPositionsRoutes } from '@bayti/data/contract/routes';
import { apiQuery } from '../../api';

/** The signed-in agency's configured positions: the sidebar's Positions group. */
export const agencyPositionsQuery = () => ({
  ...apiQuery(adminPositionsRoutes.agencyPositions),
  select: (answer: { positions: string[] }) => answer.positions,
});
