import type { AgencyStatus } from '@bayti/data/contract';
import { inArray, isNull, or } from 'drizzle-orm';
import { agencies } from '../db/schema';

/**
 * The agency statuses whose owner and staff may work (sign in, keep their sessions). A suspended,
 * rejected or released agency's accounts are locked out until the admin approves it again (or sets
 * it back to new).
 */
export const WORKING_AGENCY_STATUSES = ['new', 'approved'] as const satisfies AgencyStatus[];

export const agencyMayWork = (status: AgencyStatus | null): boolean =>
  status === null || (WORKING_AGENCY_STATUSES as readonly AgencyStatus[]).includes(status);

/** SQL twin of agencyMayWork over `users LEFT JOIN agencies`: no agency, or a working one. */
export const agencyMayWorkSql = () =>
  or(isNull(agencies.id), inArray(agencies.status, [...WORKING_AGENCY_STATUSES]));
