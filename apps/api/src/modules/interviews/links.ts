import type { candidates } from '../../db/schema';

/** Where each side opens its interviews (the portal's dashboards). */
export const INTERVIEW_LINKS = {
  worker: '/dashboard/candidate/interviews',
  agency: '/dashboard/agency/interviews',
  family: '/dashboard/employer/interviews',
} as const;

/** The answering side's page: the listing agency's, else the worker's own (as offers). */
export const answererInterviewsLink = (row: typeof candidates.$inferSelect) =>
  row.publisherAgencyId === null && row.userId !== null
    ? INTERVIEW_LINKS.worker
    : INTERVIEW_LINKS.agency;
