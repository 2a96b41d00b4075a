import type { InvoiceDetail, PurchasePlanResult } from '@bayti/data/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { body, startTestApp, type TestApp } from '../../test/harness';
import { recordTransfer } from '../../test/payments';
import { registerFamily } from '../../test/families';
import { uaeDay } from '../../uae-calendar';
import { runPlanEnding } from '../../jobs/plan-ending';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const eventsOf = async (familyId: number) =>
  (await t.database.db.select().from(events).orderBy(asc(events.id))).filter(
    (event) => event.recipientIds.includes(familyId) && !event.type.startsWith('account.'),
  );

describe('what a family hears about its plan', () => {
  it('an issued invoice, then its payment and the plan it starts, then the plan ending once', async () => {
    const family = await registerFamily(t.app);
    const ordered = await family.call({
      method: 'POST',
      url: '/api/employer/plans',
      payload: { planId: 'basic' },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const { invoice } = body<{ data: PurchasePlanResult }>(ordered).data;
    // Asking again answers the same unpaid order: no second invoice, no second event.
    await family.call({ method: 'POST', url: '/api/employer/plans', payload: { planId: 'basic' } });
    expect((await eventsOf(family.id)).map((e) => [e.type, e.params])).toEqual([
      ['invoice.issued', { invoice: invoice.invoiceNo, amount: '195.00' }],
    ]);

    const paidAt = t.clock.now();
    const response = await recordTransfer(t.app, invoice);
    expect(response.statusCode, response.body).toBe(200);
    expect(body<{ data: { invoice: InvoiceDetail } }>(response).data.invoice.paymentStatus).toBe(
      'Paid',
    );
    const endsOn = uaeDay(new Date(paidAt.getTime() + 14 * DAY_MS));
    expect((await eventsOf(family.id)).slice(1).map((e) => [e.type, e.params, e.link])).toEqual([
      [
        'invoice.paid',
        { invoice: invoice.invoiceNo, amount: '195.00' },
        `/dashboard/employer/invoices/${invoice.id}`,
      ],
      ['plan.activated', { plan: 'Basic', date: endsOn }, '/candidates'],
    ]);

    // Four days before the end: nothing yet. Three days before: told, once however often it runs.
    t.clock.advance(10 * DAY_MS);
    await runPlanEnding({ db: t.database.db, clock: t.clock });
    expect(await eventsOf(family.id)).toHaveLength(3);
    t.clock.advance(DAY_MS + 60_000);
    await runPlanEnding({ db: t.database.db, clock: t.clock });
    await runPlanEnding({ db: t.database.db, clock: t.clock });
    const ending = (await eventsOf(family.id)).slice(3);
    expect(ending.map((e) => [e.type, e.params])).toEqual([
      ['plan.ending', { plan: 'Basic', date: endsOn }],
    ]);
    expect(ending[0]?.dedupeKey).toMatch(/^plan-ending:\d+$/);
  });

  it('does not tell a family whose next plan continues the one ending', async () => {
    const family = await registerFamily(t.app, 'Renewing Family');
    for (const planId of ['basic', 'standard']) {
      const ordered = await family.call({
        method: 'POST',
        url: '/api/employer/plans',
        payload: { planId },
      });
      const { invoice } = body<{ data: PurchasePlanResult }>(ordered).data;
      expect((await recordTransfer(t.app, invoice)).statusCode).toBe(200);
    }
    t.clock.advance(12 * DAY_MS);
    await runPlanEnding({ db: t.database.db, clock: t.clock });
    const types = (
      await t.database.db.select().from(events).where(eq(events.type, 'plan.ending'))
    ).filter((e) => e.recipientIds.includes(family.id));
    expect(types).toEqual([]);
  });
});
