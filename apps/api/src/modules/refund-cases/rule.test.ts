import { describe, expect, it } from 'vitest';
import { daysBetween, probationEndOf, refundDue } from './rule';

const FEE = 500_000; // AED 5,000.00
const START = '2026-01-10';

describe("MOHRE's refund rule", () => {
  it('refunds the whole fee for a return within the first month of work', () => {
    expect(
      refundDue({ feeFils: FEE, startedOn: START, returnedOn: '2026-02-09', reason: 'competency' }),
    ).toEqual({ amountDueFils: FEE, basis: 'first_month', dueOn: '2026-02-23' });
    // The day a month after the start is already past the first month: pro rata.
    expect(
      refundDue({ feeFils: FEE, startedOn: START, returnedOn: '2026-02-10', reason: 'competency' })
        .basis,
    ).toBe('pro_rata');
  });

  it('refunds the whole fee when she is medically unfit, whenever in probation', () => {
    expect(
      refundDue({ feeFils: FEE, startedOn: START, returnedOn: '2026-06-01', reason: 'medical' }),
    ).toEqual({ amountDueFils: FEE, basis: 'medical', dueOn: '2026-06-15' });
  });

  it('refunds the remaining part of the two-year contract after the first month, to the fil', () => {
    // 2026-01-10 to 2028-01-10 is 730 days; returned after 90 of them, 640 remain.
    expect(daysBetween(START, '2028-01-10')).toBe(730);
    expect(daysBetween(START, '2026-04-10')).toBe(90);
    expect(
      refundDue({
        feeFils: FEE,
        startedOn: START,
        returnedOn: '2026-04-10',
        reason: 'left_without_reason',
      }),
    ).toEqual({ amountDueFils: 438_356, basis: 'pro_rata', dueOn: '2026-04-24' }); // 438,356.16
  });

  it('computes the last day of probation pro rata, and the probation ends 6 months on', () => {
    expect(probationEndOf(START)).toBe('2026-07-10');
    // 2026-07-09: 180 days worked, 550 of 730 remain; 300,000 x 550 / 730 = 226,027.39.
    expect(
      refundDue({
        feeFils: 300_000,
        startedOn: START,
        returnedOn: '2026-07-09',
        reason: 'agency_terms',
      }),
    ).toEqual({ amountDueFils: 226_027, basis: 'pro_rata', dueOn: '2026-07-23' });
    // A start on the 31st ends its probation on the last day of a shorter month.
    expect(probationEndOf('2026-08-31')).toBe('2027-02-28');
  });

  it('owes nothing on a zero fee and rounds half a fil up', () => {
    expect(
      refundDue({ feeFils: 0, startedOn: START, returnedOn: '2026-04-10', reason: 'competency' })
        .amountDueFils,
    ).toBe(0);
    // Returned with 365 of the 730 days left: 1 fil x 365 / 730 = 0.5, rounded up to 1.
    expect(
      refundDue({ feeFils: 1, startedOn: START, returnedOn: '2027-01-10', reason: 'competency' })
        .amountDueFils,
    ).toBe(1);
  });
});
