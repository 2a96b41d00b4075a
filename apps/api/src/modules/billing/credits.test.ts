import type { FamilyPlan, PurchasePlanResult } from '@bayti/data/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, events } from '../../db/schema';
import { registerFamily, type TestFamily } from '../../test/families';
import { bearer, body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';
import { recordTransfer } from '../../test/payments';
import { CREDIT_DAYS, PLAN_CREDITS_PER_PLAN } from './credits';

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let listed: number[];
beforeAll(async () => {
  t = await startTestApp();
  listed = (
    await t.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.listingStatus, 'listed'))
      .orderBy(asc(candidates.id))
  ).map((row) => row.id);
});
afterAll(() => t.close());

/** A family with a paid Standard plan running from now. */
async function familyWithPlan(): Promise<TestFamily> {
  const family = await registerFamily(t.app);
  const bought = await family.call({
    method: 'POST',
    url: '/api/employer/plans',
    payload: { planId: 'standard' },
  });
  const { invoice } = body<{ data: PurchasePlanResult }>(bought).data;
  expect((await recordTransfer(t.app, invoice)).statusCode).toBe(200);
  return family;
}
const endOf = async (family: TestFamily) =>
  new Date(
    body<{ data: { plan: FamilyPlan } }>(
      await family.call({ method: 'GET', url: '/api/employer/plan' }),
    ).data.plan.accessEndsAt!,
  ).getTime();
const reveal = (family: TestFamily, candidateId: number) =>
  family.call({ method: 'GET', url: `/api/candidates/${candidateId}/contact` });
const admin = async () => bearer(await signIn(t.app, demoEmail('admin')));
async function upheld(family: TestFamily, candidateId: number, reason = 'unreachable') {
  const filed = await family.call({
    method: 'POST',
    url: `/api/candidates/${candidateId}/reports`,
    payload: { reason },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  const { id } = body<{ data: { report: { id: number } } }>(filed).data.report;
  const resolved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/moderation/reports/${id}/resolution`,
    headers: await admin(),
    payload: { outcome: 'uphold', note: 'Confirmed by phone' },
  });
  expect(resolved.statusCode, resolved.body).toBe(200);
}
const credited = async (family: TestFamily) =>
  (await t.database.db.select().from(events).where(eq(events.type, 'plan.credited'))).filter(
    (event) => event.recipientIds.includes(family.id),
  );

describe('reachable or credited', () => {
  it('adds 3 days when Bayti upholds a family’s "could not reach her" or "already hired"', async () => {
    const family = await familyWithPlan();
    const before = await endOf(family);
    await upheld(family, listed[0]!);
    expect(await endOf(family)).toBe(before + CREDIT_DAYS * DAY_MS);
    expect((await credited(family)).map((event) => event.params)).toEqual([
      expect.objectContaining({ days: CREDIT_DAYS }),
    ]);
    await upheld(family, listed[1]!, 'already_hired');
    expect(await endOf(family)).toBe(before + 2 * CREDIT_DAYS * DAY_MS);
  });

  it('credits nothing for other reasons, for a dismissed report, or without a running plan', async () => {
    const family = await familyWithPlan();
    const before = await endOf(family);
    await upheld(family, listed[2]!, 'wrong_information');
    expect(await endOf(family)).toBe(before);
    const planless = await registerFamily(t.app);
    const filed = await planless.call({
      method: 'POST',
      url: `/api/candidates/${listed[3]}/reports`,
      payload: { reason: 'unreachable' },
    });
    const { id } = body<{ data: { report: { id: number } } }>(filed).data.report;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/moderation/reports/${id}/resolution`,
      headers: await admin(),
      payload: { outcome: 'uphold', note: 'x' },
    });
    expect(await credited(planless)).toEqual([]);
  });

  it(`credits once per profile and at most ${PLAN_CREDITS_PER_PLAN} times per plan`, async () => {
    const family = await familyWithPlan();
    const before = await endOf(family);
    for (const candidateId of listed.slice(4, 4 + PLAN_CREDITS_PER_PLAN + 1))
      await upheld(family, candidateId);
    expect(await endOf(family)).toBe(before + PLAN_CREDITS_PER_PLAN * CREDIT_DAYS * DAY_MS);
    expect(await credited(family)).toHaveLength(PLAN_CREDITS_PER_PLAN);
  });

  it('credits the families who saw a profile’s contact in the 48 hours before Bayti hid it', async () => {
    const recent = await familyWithPlan();
    const earlier = await familyWithPlan();
    const candidateId = listed[9]!;
    expect((await reveal(earlier, candidateId)).statusCode).toBe(200);
    t.clock.advance(3 * DAY_MS);
    await recent.renew();
    await earlier.renew();
    expect((await reveal(recent, candidateId)).statusCode).toBe(200);
    const [recentEnd, earlierEnd] = [await endOf(recent), await endOf(earlier)];
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/moderation/candidates/${candidateId}/hide`,
      headers: await admin(),
      payload: { reason: 'The number belongs to someone else' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await endOf(recent)).toBe(recentEnd + CREDIT_DAYS * DAY_MS);
    expect(await endOf(earlier)).toBe(earlierEnd);
  });
});
