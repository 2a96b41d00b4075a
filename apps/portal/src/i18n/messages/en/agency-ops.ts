/** English strings of the Agency dashboard: recruitments, accounts, analytics, reports. */
export const agencyOps = {};

export type AgencyOpsMessages = typeof agencyOps;
