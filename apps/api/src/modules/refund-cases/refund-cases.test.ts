import type { RefundCase, RefundCasesList } from '@bayti/data/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRefundOverdue } from '../../jobs/refund-overdue';
import { candidates, events, pipelineEntries, refundCases } from '../../db/schema';
import { callAs } from '../../test/admin-access';
import { registerFamily, type TestFamily } from '../../test/families';
import { hireForTest, type TestHire } from '../../test/hires';
import { body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';
import { OTHER_AGENCY_PASSWORD, createOtherAgency } from '../../test/other-agency';
import { uaeDay } from '../../uae-calendar';
import { dayPlus, refundDue } from './rule';

let t: TestApp;
let agency: string;
let otherAgency: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  agency = await signIn(t.app, demoEmail('agency'));
  admin = await signIn(t.app, demoEmail('admin'));
  otherAgency = (await createOtherAgency(t, OTHER_AGENCY_EMAIL)).token;
});
afterAll(() => t.close());

const OTHER_AGENCY_EMAIL = 'owner@refunds-agency-b.example.com';
/** The demo agency (agency@demo.bayti.ae). */
const AGENCY = 1;
const DAY_MS = 24 * 60 * 60 * 1000;
const db = () => t.database.db;
const today = () => uaeDay(t.clock.now());
const advanceDays = async (days: number, ...families: TestFamily[]) => {
  t.clock.advance(days * DAY_MS);
  for (const f of families) await f.renew();
  agency = await signIn(t.app, demoEmail('agency'));
  admin = await signIn(t.app, demoEmail('admin'));
  otherAgency = await signIn(t.app, OTHER_AGENCY_EMAIL, OTHER_AGENCY_PASSWORD);
};

type Hire = TestHire;
const hire = (
  family: TestFamily,
  candidateId: number,
  options: { agencyId: number | null; feeAed?: string; startOn?: string },
) => hireForTest(t, family, candidateId, options);

const move = (f: TestFamily, id: number, payload: object) =>
  f.call({ method: 'PATCH', url: `/api/employer/pipeline/${id}`, payload });
const returnOf = (f: TestFamily, h: Hire, returnReason = 'competency', returnedOn = today()) =>
  move(f, h.entryId, { status: 'returned', returnedOn, returnReason });

const familyCases = async (f: TestFamily) => {
  const response = await f.call({ method: 'GET', url: '/api/employer/refund-cases' });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: RefundCasesList }>(response).data;
};
const casesAs = async (token: string, url: string) => {
  const response = await callAs(t, token, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: RefundCasesList }>(response).data;
};
const caseOf = (list: RefundCasesList, recruitmentId: number) =>
  list.items.find((item) => item.recruitmentId === recruitmentId);
const payAs = (token: string, id: number, payload: object) =>
  callAs(t, token, { method: 'POST', url: `/api/refund-cases/${id}/payment`, payload });
const caseRows = (recruitmentId: number) =>
  db().select().from(refundCases).where(eq(refundCases.recruitmentId, recruitmentId));
const eventsOf = (type: string) =>
  db()
    .select()
    .from(events)
    .where(eq(events.type, type as typeof events.$inferSelect.type));

describe('a return within probation', () => {
  it("opens the agency's refund case: amount by MOHRE's rule, due 14 days on, listing stale", async () => {
    const family = await registerFamily(t.app);
    const h = await hire(family, 21, { agencyId: AGENCY, feeAed: '4800.00' });
    const startedOn = today();
    await advanceDays(75, family);

    const returned = await returnOf(family, h, 'left_without_reason');
    expect(returned.statusCode, returned.body).toBe(200);
    const expected = refundDue({
      feeFils: 480_000,
      startedOn,
      returnedOn: today(),
      reason: 'left_without_reason',
    });
    expect(expected.basis).toBe('pro_rata');
    const mine = caseOf(await familyCases(family), h.recruitmentId);
    expect(mine).toMatchObject({
      candidate: { id: 21 },
      agency: { id: AGENCY },
      reason: 'left_without_reason',
      startedOn,
      returnedOn: today(),
      fee: 4800,
      amountDue: expected.amountDueFils / 100,
      basis: 'pro_rata',
      dueOn: dayPlus(today(), 14),
      status: 'open',
      daysLeft: 14,
      overdue: false,
      replacement: null,
    });
    // 75 of 730 days worked: the rest of the fee comes back, to the fil.
    expect(mine!.amountDue).toBeGreaterThan(4300);
    expect(mine!.amountDue).toBeLessThan(4800);

    expect(caseOf(await casesAs(agency, '/api/agency/refund-cases'), h.recruitmentId)?.id).toBe(
      mine!.id,
    );
    expect(caseOf(await casesAs(otherAgency, '/api/agency/refund-cases'), h.recruitmentId)).toBe(
      undefined,
    );
    expect(caseOf(await casesAs(admin, '/api/admin/refund-cases'), h.recruitmentId)?.id).toBe(
      mine!.id,
    );

    const [worker] = await db()
      .select({
        status: candidates.listingStatus,
        published: candidates.isPublished,
        position: candidates.position,
      })
      .from(candidates)
      .where(eq(candidates.id, 21));
    expect(worker).toMatchObject({ status: 'stale', published: false });

    const opened = (await eventsOf('refund_case.opened')).filter(
      (event) => event.params.candidate === mine!.candidate.name,
    );
    expect(opened.map((event) => event.link).toSorted()).toEqual([
      '/dashboard/agency/accounts',
      `/dashboard/employer/positions/${encodeURIComponent(worker!.position)}?status=returns`,
    ]);
    expect(opened.find((event) => event.recipientIds.includes(family.id))?.params).toMatchObject({
      amount: mine!.amountDue.toFixed(2),
      dueOn: mine!.dueOn,
    });
  });

  it('starts the probation on the accepted offer, and refunds the whole fee in the first month', async () => {
    const family = await registerFamily(t.app);
    const startOn = dayPlus(today(), 10);
    const h = await hire(family, 22, { agencyId: AGENCY, startOn });
    await advanceDays(30, family);
    const ok = await returnOf(family, h);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(caseOf(await familyCases(family), h.recruitmentId)).toMatchObject({
      startedOn: startOn,
      fee: 5000,
      amountDue: 5000,
      basis: 'first_month',
    });
  });

  it('takes a return before her first day: she worked no day, so the whole fee is due', async () => {
    const family = await registerFamily(t.app);
    const h = await hire(family, 34, { agencyId: AGENCY, startOn: dayPlus(today(), 10) });
    // Not before she accepted, though.
    const before = await returnOf(family, h, 'left_without_reason', dayPlus(today(), -1));
    expect(before.statusCode).toBe(400);
    expect(await caseRows(h.recruitmentId)).toEqual([]);

    const early = await returnOf(family, h, 'left_without_reason');
    expect(early.statusCode, early.body).toBe(200);
    expect(caseOf(await familyCases(family), h.recruitmentId)).toMatchObject({
      startedOn: today(),
      returnedOn: today(),
      amountDue: 5000,
      basis: 'first_month',
    });
  });

  it('refunds the whole fee of a medically unfit worker late in probation', async () => {
    const family = await registerFamily(t.app);
    const h = await hire(family, 23, { agencyId: AGENCY });
    await advanceDays(150, family);
    expect((await returnOf(family, h, 'medical')).statusCode).toBe(200);
    expect(caseOf(await familyCases(family), h.recruitmentId)).toMatchObject({
      amountDue: 5000,
      basis: 'medical',
      reason: 'medical',
    });
  });

  it('keeps the return of a worker the family hired directly, with no case', async () => {
    const family = await registerFamily(t.app);
    const h = await hire(family, 24, { agencyId: null });
    await advanceDays(20, family);
    const returned = await returnOf(family, h);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(body(returned)).toMatchObject({ data: { candidate: { status: 'returned' } } });
    expect(await caseRows(h.recruitmentId)).toEqual([]);
    expect((await familyCases(family)).items).toEqual([]);
  });

  it('refuses a second case for one hire with 409, changing nothing', async () => {
    const family = await registerFamily(t.app);
    const h = await hire(family, 25, { agencyId: AGENCY });
    await advanceDays(40, family);
    expect((await returnOf(family, h)).statusCode).toBe(200);
    // A second return of the row is not a move the pipeline allows.
    const again = await returnOf(family, h, 'medical');
    expect(again.statusCode).toBe(409);
    // Nor does a row put back to hired get a second case for the same hire.
    await db()
      .update(pipelineEntries)
      .set({ status: 'hired', returnedOn: null })
      .where(eq(pipelineEntries.id, h.entryId));
    const before = await caseRows(h.recruitmentId);
    const second = await returnOf(family, h, 'medical');
    expect(second.statusCode).toBe(409);
    expect(body(second)).toMatchObject({
      error: { code: 'conflict', messageId: 'refunds.caseExists' },
    });
    expect(await caseRows(h.recruitmentId)).toEqual(before);
    const [row] = await db()
      .select({ status: pipelineEntries.status, returnedOn: pipelineEntries.returnedOn })
      .from(pipelineEntries)
      .where(eq(pipelineEntries.id, h.entryId));
    expect(row).toEqual({ status: 'hired', returnedOn: null });
  });

  it('refuses a return without a reason, or after the probation', async () => {
    const family = await registerFamily(t.app);
    const h = await hire(family, 26, { agencyId: AGENCY });
    const missing = await move(family, h.entryId, { status: 'returned', returnedOn: today() });
    expect(missing.statusCode).toBe(400);
    expect(body(missing)).toMatchObject({
      error: { fields: { returnReason: 'Choose why the worker was returned' } },
    });
    await advanceDays(185, family);
    const late = await returnOf(family, h);
    expect(late.statusCode).toBe(409);
    expect(body(late)).toMatchObject({ error: { messageId: 'pipeline.returnAfterProbation' } });
    expect(await caseRows(h.recruitmentId)).toEqual([]);
  });
});

describe('overdue, paid and replaced', () => {
  it('turns overdue the day after the due date, and tells the agency and the admins once', async () => {
    const family = await registerFamily(t.app);
    const h = await hire(family, 27, { agencyId: AGENCY });
    await advanceDays(60, family);
    await returnOf(family, h);
    await advanceDays(14, family);
    expect(caseOf(await familyCases(family), h.recruitmentId)).toMatchObject({
      daysLeft: 0,
      overdue: false,
    });
    const quiet = await runRefundOverdue({ db: db(), clock: t.clock });
    const caseId = caseOf(await familyCases(family), h.recruitmentId)!.id;
    const overdueOf = async () =>
      (await eventsOf('refund_case.overdue')).filter((event) =>
        event.dedupeKey?.startsWith(`refund-overdue:${caseId}:`),
      );
    expect(await overdueOf()).toEqual([]);
    expect(quiet).toBeGreaterThanOrEqual(0);

    await advanceDays(1, family);
    const late = caseOf(await familyCases(family), h.recruitmentId)!;
    expect(late).toMatchObject({ daysLeft: -1, overdue: true });
    const all = await casesAs(admin, '/api/admin/refund-cases');
    // Overdue cases come first.
    expect(all.items[0]!.overdue).toBe(true);
    expect(all.totals.overdue).toBeGreaterThanOrEqual(1);

    expect(await runRefundOverdue({ db: db(), clock: t.clock })).toBeGreaterThanOrEqual(1);
    await runRefundOverdue({ db: db(), clock: t.clock });
    const told = await overdueOf();
    expect(told.map((event) => event.link).toSorted()).toEqual([
      '/dashboard/admin/refunds',
      '/dashboard/agency/accounts',
    ]);
  });

  it('records the refund paid by the placing agency, once, keeping who; others find nothing', async () => {
    const family = await registerFamily(t.app);
    const h = await hire(family, 28, { agencyId: AGENCY });
    await advanceDays(45, family);
    const returnedOn = today();
    await returnOf(family, h);
    const { id } = caseOf(await familyCases(family), h.recruitmentId)!;
    const payment = { paidOn: today(), reference: 'TRF-2291' };

    expect((await payAs(otherAgency, id, payment)).statusCode).toBe(404);
    expect(
      (
        await family.call({
          method: 'POST',
          url: `/api/refund-cases/${id}/payment`,
          payload: payment,
        })
      ).statusCode,
    ).toBe(403);
    const beforeReturn = await payAs(agency, id, { ...payment, paidOn: dayPlus(returnedOn, -1) });
    expect(beforeReturn.statusCode).toBe(400);
    expect(body(beforeReturn)).toMatchObject({
      error: { fields: { paidOn: 'The refund date must be between the return date and today.' } },
    });
    const noReference = await payAs(agency, id, { paidOn: today() });
    expect(body(noReference)).toMatchObject({
      error: { fields: { reference: 'Enter the reference of the refund payment' } },
    });
    expect((await caseRows(h.recruitmentId))[0]).toMatchObject({ status: 'open', paidOn: null });

    await advanceDays(3, family);
    const totalsOfAccounts = async () => {
      const response = await callAs(t, agency, { method: 'GET', url: '/api/agency/accounts' });
      return body<{ data: { totals: { refundsDue: number; refundsPaid: number } } }>(response).data
        .totals;
    };
    const before = await totalsOfAccounts();
    const paid = await payAs(agency, id, payment);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(body<{ data: { case: RefundCase } }>(paid).data.case).toMatchObject({
      status: 'paid',
      paidOn: payment.paidOn,
      paidReference: 'TRF-2291',
      daysLeft: null,
      overdue: false,
    });
    // The agency's Accounts count the refund as paid, no longer due.
    const { amountDue } = body<{ data: { case: RefundCase } }>(paid).data.case;
    const after = await totalsOfAccounts();
    expect(Math.round((after.refundsPaid - before.refundsPaid) * 100)).toBe(
      Math.round(amountDue * 100),
    );
    expect(Math.round((before.refundsDue - after.refundsDue) * 100)).toBe(
      Math.round(amountDue * 100),
    );
    const [stored] = await caseRows(h.recruitmentId);
    const agencyUser = await callAs(t, agency, { method: 'GET', url: '/api/auth/me' });
    expect(stored!.paidRecordedBy).toBe(body<{ user: { id: number } }>(agencyUser).user.id);
    expect((await payAs(admin, id, payment)).statusCode).toBe(409);
    const told = (await eventsOf('refund_case.paid')).filter((event) =>
      event.recipientIds.includes(family.id),
    );
    expect(told).toHaveLength(1);
    expect((await familyCases(family)).totals).toMatchObject({
      open: 0,
      paid: told[0] ? Number(told[0].params.amount) : -1,
    });
  });

  it('lets an admin record a refund paid', async () => {
    const family = await registerFamily(t.app);
    const h = await hire(family, 29, { agencyId: AGENCY });
    await advanceDays(10, family);
    await returnOf(family, h);
    const { id } = caseOf(await familyCases(family), h.recruitmentId)!;
    const paid = await payAs(admin, id, { paidOn: today(), reference: 'ADM-1' });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('links the worker hired in her place to the case', async () => {
    const family = await registerFamily(t.app);
    const returned = await hire(family, 30, { agencyId: AGENCY });
    await advanceDays(50, family);
    await returnOf(family, returned);
    const replacement = await hire(family, 31, { agencyId: AGENCY });

    for (const replacementEntryId of [returned.entryId, 2_147_483_647, 99_999_999_999]) {
      const refused = await move(family, returned.entryId, {
        status: 'replaced',
        replacedOn: today(),
        replacementEntryId,
      });
      expect(refused.statusCode, String(replacementEntryId)).toBe(400);
    }
    expect(caseOf(await familyCases(family), returned.recruitmentId)?.replacement).toBeNull();

    const replaced = await move(family, returned.entryId, {
      status: 'replaced',
      replacedOn: today(),
      replacementEntryId: replacement.entryId,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const linked = caseOf(await familyCases(family), returned.recruitmentId)!;
    expect(linked.replacement).toMatchObject({
      recruitmentId: replacement.recruitmentId,
      candidateId: 31,
    });
    expect(
      caseOf(await casesAs(agency, '/api/agency/refund-cases'), returned.recruitmentId)?.replacement
        ?.candidateId,
    ).toBe(31);
  });

  it("refuses another family's pipeline row as a replacement", async () => {
    const family = await registerFamily(t.app);
    const other = await registerFamily(t.app);
    const returned = await hire(family, 32, { agencyId: AGENCY });
    await returnOf(family, returned);
    const theirs = await hire(other, 33, { agencyId: AGENCY });
    const refused = await move(family, returned.entryId, {
      status: 'replaced',
      replacedOn: today(),
      replacementEntryId: theirs.entryId,
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({
      error: {
        fields: { replacementEntryId: 'Choose a worker you hired, other than the one returned.' },
      },
    });
    const [row] = await db()
      .select({ status: pipelineEntries.status })
      .from(pipelineEntries)
      .where(
        and(
          eq(pipelineEntries.id, returned.entryId),
          inArray(pipelineEntries.status, ['returned']),
        ),
      );
    expect(row?.status).toBe('returned');
  });
});
