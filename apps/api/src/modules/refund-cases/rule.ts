import { CONTRACT_RULES, type RefundBasis, type ReturnReason } from '@bayti/data/contract';
import { monthsBefore } from '../../uae-calendar';

/*
 * MOHRE's refund rule for a worker returned within probation (docs/decisions/0026-mohre-returns-
 * and-refunds.md; Federal Decree-Law No. 9 of 2022): the whole recruitment fee in the first month
 * of work or when she is medically unfit; otherwise the fee for the part of the two-year contract
 * she will not work, fee x days remaining / days in the contract, to the fil.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one UAE day to a later one. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The UAE day `days` after `day`. */
export const dayPlus = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The same day-of-month `months` later (clamped to the month's end). */
export const monthsAfter = (day: string, months: number): string => monthsBefore(day, -months);

/** The first day past the probation: a return is within it while before this day. */
export const probationEndOf = (startedOn: string): string =>
  monthsAfter(startedOn, CONTRACT_RULES.maxProbationMonths);

export interface RefundInput {
  feeFils: number;
  startedOn: string;
  returnedOn: string;
  reason: ReturnReason;
}

export interface RefundDue {
  amountDueFils: number;
  basis: RefundBasis;
  dueOn: string;
}

/** What the agency owes the family for a return, and by when. */
export function refundDue({ feeFils, startedOn, returnedOn, reason }: RefundInput): RefundDue {
  const dueOn = dayPlus(returnedOn, CONTRACT_RULES.refundDueDays);
  if (reason === 'medical') return { amountDueFils: feeFils, basis: 'medical', dueOn };
  if (returnedOn < monthsAfter(startedOn, 1))
    return { amountDueFils: feeFils, basis: 'first_month', dueOn };
  const contractEnd = monthsAfter(startedOn, CONTRACT_RULES.contractYears * 12);
  const remaining = daysBetween(returnedOn, contractEnd);
  const total = daysBetween(startedOn, contractEnd);
  return { amountDueFils: Math.round((feeFils * remaining) / total), basis: 'pro_rata', dueOn };
}

/** The basis a stored case was computed on (the amount itself is stored). */
export function basisOf(row: { reason: ReturnReason; startedOn: string; returnedOn: string }) {
  return refundDue({ ...row, feeFils: 0 }).basis;
}
