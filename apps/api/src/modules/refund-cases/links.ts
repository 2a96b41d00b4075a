import { fromFils } from '@bayti/data/contract';

/** Where a refund case's notification opens, for each reader. */
export const REFUND_LINKS = {
  /** The family's position list of the worker, on its Returns tab (her refund cases show there). */
  family: (position: string) =>
    `/dashboard/employer/positions/${encodeURIComponent(position)}?status=returns`,
  agency: '/dashboard/agency/accounts',
  admin: '/dashboard/admin/refunds',
} as const;

/** An amount in fils as a message says it: 1234.50 (the message adds AED). */
export const aedText = (fils: number): string => fromFils(fils).toFixed(2);
