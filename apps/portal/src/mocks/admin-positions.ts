import { FORM_POSITIONS } from '@bayti/data/contract';
import { mockSignedInEndpoint } from './endpoint-handler';

/*
 * Manage Positions: the admin's list and the agency's own start as the default positions. A save
 * answers the list as the server stores it (the contract's body schema trims it and drops blanks
 * and repeats) without keeping it, so every story starts from the same list.
 */

export const mockPositions = (): string[] => [...FORM_POSITIONS];

export const adminPositionHandlers = [
  mockSignedInEndpoint('adminPositions', ['admin'], () => ({
    data: { positions: mockPositions() },
  })),
  mockSignedInEndpoint('saveAdminPositions', ['admin'], ({ body }) => ({
    data: { positions: body.positions },
  })),
  mockSignedInEndpoint('agencyPositions', ['agency', 'staff'], () => ({
    data: { positions: mockPositions() },
  })),
  mockSignedInEndpoint('saveAgencyPositions', ['agency', 'staff'], ({ body }) => ({
    data: { positions: body.positions },
  })),
];
