import type { AdminOfficeMessages } from '../en/admin-office';

/** Arabic strings of the Admin back-office: positions, users, accounts, reports, inbox. */
export const adminOffice: AdminOfficeMessages = {};
