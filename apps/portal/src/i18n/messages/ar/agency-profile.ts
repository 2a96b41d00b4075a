import type { AgencyProfileMessages } from '../en/agency-profile';

/** Arabic strings of the Agency dashboard: profile, documents, users. */
export const agencyProfile: AgencyProfileMessages = {};
