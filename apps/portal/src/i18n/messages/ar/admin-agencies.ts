import type { AdminAgenciesMessages } from '../en/admin-agencies';

/** Arabic strings of the Admin agencies, clients and analytics. */
export const adminAgencies: AdminAgenciesMessages = {};
