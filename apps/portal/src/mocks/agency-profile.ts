import { workingDaysToList } from '@bayti/data/contract';
import { agencies, cities, countries, demoAccounts } from '@bayti/data/fixtures';
import { apiError, mockSignedInEndpoint } from './endpoint-handler';

/*
 * The agency's own profile writes: PUT my-agency answers the agency with the sent fields applied
 * (as the server does), without keeping them, so every story starts from the fixture agency.
 */

const AGENCY_NOT_FOUND_MESSAGE = 'No agency is linked to this account.';

const agencyOf = (email: string) => {
  const agencyId = demoAccounts.find((account) => account.email === email)?.agencyId;
  return agencies.find((agency) => agency.id === agencyId);
};

export const agencyProfileHandlers = [
  mockSignedInEndpoint('updateMyAgency', ({ user, body }) => {
    const agency = user && agencyOf(user.email);
    if (!agency) return apiError('not_found', AGENCY_NOT_FOUND_MESSAGE);
    const changed = Object.fromEntries(
      Object.entries(body).filter(([, value]) => value !== undefined),
    );
    const next = { ...agency, ...changed };
    if (body.agency_name) next.name = body.agency_name;
    const city = cities.find((c) => c.id === next.city_id);
    const country = countries.find((c) => c.id === city?.country_id);
    return {
      data: {
        agency: {
          ...next,
          city: city && country ? { ...city, country } : null,
          working_days_list: workingDaysToList(next.working_days),
        },
      },
    };
  }),
  mockSignedInEndpoint('uploadMyAgencyLogo', ({ user }) => {
    const agency = user && agencyOf(user.email);
    if (!agency) return apiError('not_found', AGENCY_NOT_FOUND_MESSAGE);
    return { data: { agency: { ...agency, logo_path: '/favicon.svg' } } };
  }),
];
