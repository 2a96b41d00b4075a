import { allow, routesOf } from './route';

const { route } = routesOf('refunds');

/**
 * Refund cases of returns within probation (docs/decisions/0026-mohre-returns-and-refunds.md):
 * the family's, the agency's and every case for the admin, with the days left or overdue from the
 * server's clock; the agency that placed the worker, or an admin, records the refund paid.
 */
export const refundCasesRoutes = {
  employerRefundCases: route('GET', '/employer/refund-cases', {
    access: allow(['client'], 'self'),
    doc: "The family's refund cases: amount due, due date, days left or overdue, replacement",
    response: 'refundCasesResponseSchema',
  }),
  agencyRefundCases: route('GET', '/agency/refund-cases', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "The refund cases of the agency's placements, overdue first, with totals due and paid",
    response: 'refundCasesResponseSchema',
  }),
  adminRefundCases: route('GET', '/admin/refund-cases', {
    access: allow(['admin']),
    doc: 'Every refund case, overdue first, with totals due and paid',
    response: 'refundCasesResponseSchema',
  }),
  recordRefundPaid: route('POST', '/refund-cases/:id/payment', {
    access: allow(['admin', 'agency', 'staff'], 'managingAgency'),
    doc: 'Record the refund paid to the family (day and reference; who is kept), once',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'recordRefundBodySchema',
    response: 'refundCaseResponseSchema',
  }),
} as const;
