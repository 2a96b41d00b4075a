import type { RefundBasis, RefundCaseStatus, ReturnReason } from '@bayti/data/contract';
import { plural } from '../../plural';

/**
 * Refund cases of returns within probation (docs/decisions/0026-mohre-returns-and-refunds.md),
 * as the family, the agency and the admin read them.
 */
export const refunds = {
  familyTitle: 'Refund cases',
  familyHint:
    'When you return a worker an agency placed within her 6-month probation, the agency refunds the recruitment fee by MOHRE’s rule within 14 days.',
  agencyTitle: 'Refunds',
  agencyHint:
    'Families who returned a worker you placed within her probation: refund the amount due by the due date (MOHRE), then record it.',
  adminTitle: 'Refund cases',
  adminHint:
    'Every return within probation of an agency’s placement, overdue first. An admin can record a refund the agency paid.',
  table: 'Refund cases',
  empty: 'No refund cases',
  columns: {
    candidate: 'Worker',
    family: 'Family',
    agency: 'Agency',
    reason: 'Reason',
    returnedOn: 'Returned on',
    amountDue: 'Amount due',
    dueOn: 'Due on',
    status: 'Status',
    replacement: 'Replacement',
    actions: 'Actions',
  },
  reasons: {
    competency: 'Competency or behaviour',
    left_without_reason: 'Left without a valid reason',
    agency_terms: 'Agency did not meet the terms',
    medical: 'Medically unfit',
  } satisfies Record<ReturnReason, string>,
  basis: {
    first_month: 'Whole fee: returned in the first month',
    medical: 'Whole fee: medically unfit',
    pro_rata: 'The unworked part of the 2-year contract',
  } satisfies Record<RefundBasis, string>,
  ofFee: (fee: string) => `of a ${fee} fee`,
  statuses: { open: 'Open', paid: 'Paid' } satisfies Record<RefundCaseStatus, string>,
  daysLeft: plural('en', { one: '# day left', other: '# days left' }),
  dueToday: 'Due today',
  overdue: plural('en', { one: 'Overdue by # day', other: 'Overdue by # days' }),
  paidOn: (date: string) => `Paid on ${date}`,
  noReplacement: '—',
  noAgency: '—',
  totals: {
    title: 'Refund totals',
    open: 'Open cases',
    overdue: 'Overdue',
    due: 'Refunds due',
    paid: 'Refunds paid',
  },
  record: {
    button: 'Record refund paid',
    buttonFor: (name: string) => `Record refund paid, ${name}`,
    title: (name: string) => `Refund paid for ${name}`,
    description: (amount: string, family: string) =>
      `Record the transfer of ${amount} to ${family}: the day it was paid and its reference.`,
    paidOn: 'Paid on',
    reference: 'Payment reference',
    confirm: 'Record refund',
    failed: 'The refund could not be recorded. Please try again.',
    saved: (name: string) => `The refund for ${name} is recorded as paid.`,
  },
  returnReason: 'Reason for the return',
  reasonRequired: 'Choose why the worker was returned',
  chooseReason: 'Choose a reason',
  replacement: 'Worker hired in her place (optional)',
  chooseReplacement: 'Choose a hired worker',
  directHire:
    'A worker you hired directly, without an agency, is returned without a refund case: MOHRE’s refund is of an agency’s recruitment fee.',
};
