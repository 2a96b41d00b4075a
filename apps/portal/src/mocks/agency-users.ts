import type { AgencyStaff } from '@bayti/data/contract';
import { fixturePage } from './fixture-page';
import { apiError, mockSignedInEndpoint } from './endpoint-handler';

/*
 * The agency's staff accounts, answered as one page (the server's search, status filter and
 * paging are the end-to-end tests' to check; a story that shows a searched list answers its own
 * rows). Writes answer what the server answers without keeping it, so every story starts from the
 * same list.
 */

const NOT_FOUND = 'User not found';

export const agencyStaffSample: AgencyStaff[] = [
  {
    id: 5,
    name: 'Hessa Al Marri',
    email: 'staff@demo.bayti.ae',
    phone: '+971 50 222 3344',
    joiningDate: '2026-09-01',
    status: 'ACTIVE',
  },
  {
    id: 12,
    name: 'Joseph Mwangi',
    email: 'joseph@demo.bayti.ae',
    phone: '+971 55 765 4321',
    joiningDate: '2026-10-14',
    status: 'INACTIVE',
  },
];

export const agencyUserHandlers = [
  mockSignedInEndpoint('agencyUsers', ({ query }) => ({
    data: fixturePage(agencyStaffSample, query),
  })),
  mockSignedInEndpoint('createAgencyUser', ({ body }) => ({
    data: {
      user: {
        id: 40,
        name: body.name,
        email: body.email,
        phone: body.phone ?? null,
        joiningDate: '2026-11-22',
        status: body.status,
      },
    },
  })),
  mockSignedInEndpoint('updateAgencyUser', ({ params, body }) => {
    const user = agencyStaffSample.find((row) => row.id === params.id);
    if (!user) return apiError('not_found', NOT_FOUND);
    const { password: _password, ...fields } = body;
    const changed = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    );
    return { data: { user: { ...user, ...changed } } };
  }),
  mockSignedInEndpoint('deleteAgencyUser', ({ params }) =>
    agencyStaffSample.some((row) => row.id === params.id)
      ? { ok: true as const }
      : apiError('not_found', NOT_FOUND),
  ),
];
