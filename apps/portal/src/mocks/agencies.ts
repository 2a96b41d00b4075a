import { agencies, demoAccounts } from '@bayti/data/fixtures';
import { apiError, mockSignedInEndpoint } from './endpoint-handler';

/** The server's words (apps/api/src/modules/agencies/service.ts). */
const AGENCY_NOT_FOUND_MESSAGE = 'No agency is linked to this account.';

/** The agency an agency or staff account belongs to, as the seed links them. */
const agencyOf = (email: string) => {
  const agencyId = demoAccounts.find((account) => account.email === email)?.agencyId;
  return agencies.find((agency) => agency.id === agencyId);
};

export const agencyHandlers = [
  // The record carries admin-only fields; the response schema strips them, as the server does.
  mockSignedInEndpoint('myAgency', ({ user }) => {
    const agency = agencyOf(user.email);
    return agency ? { data: { agency } } : apiError('not_found', AGENCY_NOT_FOUND_MESSAGE);
  }),
];
