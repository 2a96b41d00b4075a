import type { AgencyOpsMessages } from '../en/agency-ops';

/** Arabic strings of the Agency dashboard: recruitments, accounts, analytics, reports. */
export const agencyOps: AgencyOpsMessages = {};
