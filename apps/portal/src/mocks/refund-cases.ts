import type { RefundCase, RefundCasesList } from '@bayti/data/contract';
import { apiError, mockSignedInEndpoint } from './endpoint-handler';

/*
 * Refund cases as the server answers them (decision 0026): an overdue case, one due in 9 days
 * with its replacement, and one paid. Days left and overdue are the server's, fixed here.
 */

export const refundCasesSample: RefundCase[] = [
  {
    id: 3,
    recruitmentId: 13,
    candidate: { id: 4, name: 'Grace Akinyi' },
    family: { id: 9, name: 'Layla Hassan' },
    agency: { id: 1, name: 'Al Noor Domestic Services' },
    reason: 'left_without_reason',
    startedOn: '2026-08-01',
    returnedOn: '2026-10-30',
    fee: 5000,
    amountDue: 4390.41,
    basis: 'pro_rata',
    dueOn: '2026-11-13',
    status: 'open',
    daysLeft: -4,
    overdue: true,
    paidOn: null,
    paidReference: null,
    replacement: null,
    createdAt: '2026-10-30T09:00:00.000Z',
  },
  {
    id: 2,
    recruitmentId: 12,
    candidate: { id: 6, name: 'Rosa Dela Cruz' },
    family: { id: 9, name: 'Layla Hassan' },
    agency: { id: 1, name: 'Al Noor Domestic Services' },
    reason: 'medical',
    startedOn: '2026-09-20',
    returnedOn: '2026-11-12',
    fee: 5500,
    amountDue: 5500,
    basis: 'medical',
    dueOn: '2026-11-26',
    status: 'open',
    daysLeft: 9,
    overdue: false,
    paidOn: null,
    paidReference: null,
    replacement: { recruitmentId: 15, candidateId: 8, name: 'Mary Wanjiru' },
    createdAt: '2026-11-12T09:00:00.000Z',
  },
  {
    id: 1,
    recruitmentId: 11,
    candidate: { id: 5, name: 'Siti Rahayu' },
    family: { id: 10, name: 'Omar Al Suwaidi' },
    agency: { id: 1, name: 'Al Noor Domestic Services' },
    reason: 'competency',
    startedOn: '2026-07-01',
    returnedOn: '2026-07-20',
    fee: 4750,
    amountDue: 4750,
    basis: 'first_month',
    dueOn: '2026-08-03',
    status: 'paid',
    daysLeft: null,
    overdue: false,
    paidOn: '2026-07-29',
    paidReference: 'TRF-88213',
    replacement: null,
    createdAt: '2026-07-20T09:00:00.000Z',
  },
];

const fils = (aed: number) => Math.round(aed * 100);

/** The list answer of some cases, with the server's totals over them. */
export function refundCasesOf(items: RefundCase[]): { data: RefundCasesList } {
  const sum = (rows: RefundCase[]) => rows.reduce((acc, row) => acc + fils(row.amountDue), 0) / 100;
  const open = items.filter((item) => item.status === 'open');
  const overdue = items.filter((item) => item.overdue);
  return {
    data: {
      items,
      totals: {
        open: open.length,
        overdue: overdue.length,
        due: sum(open),
        overdueAmount: sum(overdue),
        paid: sum(items.filter((item) => item.status === 'paid')),
      },
    },
  };
}

export const refundCaseHandlers = [
  mockSignedInEndpoint('employerRefundCases', () =>
    refundCasesOf(refundCasesSample.filter((item) => item.family.id === 9)),
  ),
  mockSignedInEndpoint('agencyRefundCases', () => refundCasesOf(refundCasesSample)),
  mockSignedInEndpoint('adminRefundCases', () => refundCasesOf(refundCasesSample)),
  mockSignedInEndpoint('recordRefundPaid', ({ params, body }) => {
    const found = refundCasesSample.find((item) => item.id === params.id);
    if (!found) return apiError('not_found', 'Refund case not found');
    if (found.status === 'paid')
      return apiError('conflict', 'This refund is already recorded as paid.');
    if (body.paidOn < found.returnedOn)
      return apiError('validation', 'Please check the highlighted fields.', {
        paidOn: 'The refund date must be between the return date and today.',
      });
    return {
      data: {
        case: {
          ...found,
          status: 'paid',
          daysLeft: null,
          overdue: false,
          paidOn: body.paidOn,
          paidReference: body.reference,
        },
      },
    };
  }),
];
