/** English strings of the Admin back-office: positions, users, accounts, reports, inbox. */
export const adminOffice = {};

export type AdminOfficeMessages = typeof adminOffice;
