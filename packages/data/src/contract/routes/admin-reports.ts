import type { adminReportResponseSchema } from '../admin-reports';
import { route } from './route';

/** The routes @bayti/data/client's admin-reports.ts calls (method, path, what they answer); no zod at run time. */
export const adminReportsRoutes = {
  /** Accounts > Reports: placements and revenue per month of the period. */
  adminReports: route('GET', '/admin/reports').answers<typeof adminReportResponseSchema>(),
} as const;
