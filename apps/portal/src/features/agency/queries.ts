import { positionsQueryOptions } from '@bayti/data/client';
import { api } from '../../api';

/** The signed-in agency's configured positions: the sidebar's Positions group. */
export const agencyPositionsQuery = () => positionsQueryOptions(api, 'agency');
