import type { candidates } from '../../db/schema';

type Row = typeof candidates.$inferSelect;

/** Where each side opens its offers (the portal's dashboards). */
export const OFFER_LINKS = {
  worker: '/dashboard/candidate/offers',
  agency: '/dashboard/agency/offers',
  family: '/dashboard/employer/candidates',
  recruitments: '/dashboard/employer/recruitments',
} as const;

/**
 * Who answers a candidate's offers: the agency that listed her, else the worker herself (the
 * same owner ownerRecipientIds tells).
 */
export const answererLink = (row: Row) =>
  row.publisherAgencyId === null && row.userId !== null ? OFFER_LINKS.worker : OFFER_LINKS.agency;
