import type { AgencyStatus, ClientStatus } from '@bayti/data/contract';
import type { StatusTone } from '@bayti/ui';

/** Badge colours of the agencies' and clients' statuses. */
export const AGENCY_STATUS_TONE: Record<AgencyStatus, StatusTone> = {
  new: 'info',
  approved: 'success',
  rejected: 'danger',
  suspended: 'warning',
  released: 'neutral',
};

export const CLIENT_STATUS_TONE: Record<ClientStatus, StatusTone> = {
  New: 'info',
  Hold: 'warning',
  Resume: 'success',
  Suspended: 'danger',
};
