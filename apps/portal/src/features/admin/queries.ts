import { positionsQueryOptions } from '@bayti/data/client';
import { api } from '../../api';

/** The admin's configured positions: the sidebar's Positions group. */
export const adminPositionsQuery = () => positionsQueryOptions(api, 'admin');
