/** English strings of the Admin agencies, clients and analytics. */
export const adminAgencies = {};

export type AdminAgenciesMessages = typeof adminAgencies;
