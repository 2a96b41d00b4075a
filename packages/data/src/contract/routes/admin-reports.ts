import { allow, routesOf } from './route';

const { route } = routesOf('admin');

/** The routes @bayti/data/client's admin-reports.ts calls; no zod at run time. */
export const adminReportsRoutes = {
  /** Accounts > Reports: placements and revenue per month of the period. */
  adminReports: route('GET', '/admin/reports', {
    access: allow(['admin']),
    doc: 'Placements and revenue (AED) per month of the period',
    query: 'adminReportsQuerySchema',
    response: 'adminReportResponseSchema',
  }),
} as const;
