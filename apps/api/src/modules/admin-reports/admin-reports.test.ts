import type { AdminReport, PlanId, PurchasePlanResult } from '@bayti/data/contract';
import { describe, expect, it } from 'vitest';
import { appAsEveryRole, callAs, expectAdminOnly, signInEveryRole } from '../../test/admin-access';
import { registerFamily, type TestFamily } from '../../test/families';
import { demoEmail, signIn } from '../../test/harness';
import { hireCandidate } from '../../test/hiring';
import { recordTransfer } from '../../test/payments';
import { monthsBefore, uaeDay } from '../../uae-calendar';

const app = appAsEveryRole();

const DAY_MS = 24 * 60 * 60 * 1000;

const reportFor = async (period: string) => {
  const admin = await signIn(app.t.app, demoEmail('admin'));
  const response = await callAs(app.t, admin, {
    method: 'GET',
    url: `/api/admin/reports?period=${period}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { report: AdminReport } }>().data.report;
};
const monthOf = (report: AdminReport, month: string) =>
  report.months.find((m) => m.month === month) ?? { month, placements: 0, revenue: 0 };

/** A family buys a plan; paid unless told otherwise (the admin records the payment). */
async function buyPlan(family: TestFamily, planId: PlanId, pay = true) {
  const bought = await family.call({
    method: 'POST',
    url: '/api/employer/plans',
    payload: { planId },
  });
  expect(bought.statusCode, bought.body).toBe(201);
  if (!pay) return;
  const { invoice } = bought.json<{ data: PurchasePlanResult }>().data;
  const paid = await recordTransfer(app.t.app, invoice);
  expect(paid.statusCode, paid.body).toBe(200);
}

/** A family hires a candidate (an offer she accepts): one placement. */
const hire = (family: TestFamily, candidateId: number) => hireCandidate(app.t, family, candidateId);

describe('Accounts > Reports', () => {
  it('counts placements and paid revenue per UAE month, and filters by period', async () => {
    const before = await reportFor('ALL');
    const firstMonth = uaeDay(app.t.clock.now()).slice(0, 7);

    const first = await registerFamily(app.t.app, 'Report Family One');
    await buyPlan(first, 'basic');
    await buyPlan(first, 'premium', false); // unpaid: no revenue
    await hire(first, 1);

    app.t.clock.advance(40 * DAY_MS);
    const secondMonth = uaeDay(app.t.clock.now()).slice(0, 7);
    const second = await registerFamily(app.t.app, 'Report Family Two');
    await buyPlan(second, 'premium');
    await buyPlan(second, 'standard');
    await hire(second, 2);

    const all = await reportFor('ALL');
    const was = monthOf(before, firstMonth);
    expect(monthOf(all, firstMonth)).toEqual({
      month: firstMonth,
      placements: was.placements + 1,
      revenue: was.revenue + 195,
    });
    expect(monthOf(all, secondMonth)).toEqual({
      month: secondMonth,
      placements: 1,
      revenue: 740,
    });
    expect(all.totals).toEqual({
      placements: before.totals.placements + 2,
      revenue: before.totals.revenue + 935,
    });
    expect(all).toMatchObject({ period: 'ALL', from: null, currency: 'AED' });
    expect(all.to).toBe(uaeDay(app.t.clock.now()));
    // A continuous series: every month present once, in order, ending this month.
    const keys = all.months.map((m) => m.month);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.at(-1)).toBe(secondMonth);
    expect(keys).toContain(firstMonth);

    // One month back from 40 days later leaves the first family's figures out.
    const month = await reportFor('1M');
    expect(month.from).toBe(monthsBefore(uaeDay(app.t.clock.now()), 1));
    expect(month.totals).toEqual({ placements: 1, revenue: 740 });
    expect(month.months.at(-1)).toEqual({ month: secondMonth, placements: 1, revenue: 740 });
    expect(month.months.map((m) => m.month)).not.toContain(firstMonth);

    const sixMonths = await reportFor('6M');
    expect(sixMonths.totals.placements).toBeGreaterThanOrEqual(2);
    expect(sixMonths.totals.revenue).toBeGreaterThanOrEqual(935);
    expect(sixMonths.totals.revenue).toBeLessThanOrEqual(all.totals.revenue);
    expect(sixMonths.months).toHaveLength(7);
    expect((await reportFor('1Y')).months).toHaveLength(13);
  });

  it('defaults to 1Y and refuses an unknown period', async () => {
    const admin = await signIn(app.t.app, demoEmail('admin'));
    const plain = await callAs(app.t, admin, { method: 'GET', url: '/api/admin/reports' });
    expect(plain.json<{ data: { report: AdminReport } }>().data.report.period).toBe('1Y');
    const bad = await callAs(app.t, admin, { method: 'GET', url: '/api/admin/reports?period=5Y' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { code: 'validation', fields: { period: expect.any(String) } },
    });
  });

  it('is the admin’s alone', async () => {
    app.tokens = await signInEveryRole(app.t);
    await expectAdminOnly(app.t, app.tokens, {
      method: 'GET',
      url: '/api/admin/reports?period=ALL',
    });
  });
});
