import { FORM_POSITIONS } from '@bayti/data/contract';
import { mockSignedInEndpoint } from './endpoint-handler';

/*
 * Manage Positions: the admin's list and the agency's own start as the default positions. A save
 * answers the list as the server stores it (the contract's body schema trims it and drops blanks
 * and repeats) without keeping it, so every story starts from the same list.
 */

export const mockPositions = (): string[] => [...FORM_POSITIONS];

export const adminPositionHandlers = [
  mockSignedInEndpoint('adminPositions', () => ({
    data: { positions: mockPositions() },
  })),
  mockSignedInEndpoint('saveAdminPositions', ({ body }) => ({
    data: { positions: body.positions },
  })),
  mockSignedInEndpoint('agencyPositions', () => ({
    data: { positions: mockPositions() },
  })),
  mockSignedInEndpoint('saveAgencyPositions', ({ body }) => ({
    data: { positions: body.positions },
  })),
];
