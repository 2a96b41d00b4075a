/** English strings of the Agency dashboard: profile, documents, users. */
export const agencyProfile = {};

export type AgencyProfileMessages = typeof agencyProfile;
