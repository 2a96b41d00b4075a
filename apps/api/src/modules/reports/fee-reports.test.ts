import type { FeeReport } from '@bayti/data/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, feeReports, moderationActions } from '../../db/schema';
import { bearer, body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
let worker: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, demoEmail('admin'));
  worker = await signIn(t.app, demoEmail('candidate'));
});
afterAll(() => t.close());

const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
const queue = async (state = 'open') =>
  body<{ data: { items: FeeReport[]; total: number } }>(
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/moderation/fee-reports?state=${state}`,
      headers: bearer(admin),
    }),
  ).data;
const report = {
  askedBy: 'Golden Hands Recruitment',
  note: 'They asked me for AED 3,000 for my visa.',
};

describe('a worker asked to pay', () => {
  it('tells Bayti: the admins hear at once, and the report waits in their queue', async () => {
    const filed = await post('/candidate/fee-reports', worker, report);
    expect(filed.statusCode, filed.body).toBe(201);
    const { id } = body<{ data: { report: { id: number } } }>(filed).data.report;
    const open = await queue();
    expect(open.items.find((item) => item.id === id)).toMatchObject({
      ...report,
      state: 'open',
      worker: { name: expect.any(String) },
      resolvedAt: null,
    });
    const told = await t.database.db
      .select()
      .from(events)
      .where(eq(events.type, 'report.fee_asked'));
    expect(told.at(-1)?.params).toMatchObject({ askedBy: report.askedBy });
    expect(told.at(-1)?.recipientIds.length).toBeGreaterThan(0);
  });

  it('says what is missing and stores nothing; only a worker may report, only an admin resolve', async () => {
    const before = (await queue()).total;
    const empty = await post('/candidate/fee-reports', worker, { askedBy: ' ', note: '' });
    expect(empty.statusCode).toBe(400);
    expect(body(empty)).toMatchObject({
      error: {
        fields: {
          askedBy: 'Say who asked you to pay (an agency or a person)',
          note: 'Say what happened: how much, when and how',
        },
      },
    });
    const family = await signIn(t.app, demoEmail('client'));
    expect((await post('/candidate/fee-reports', family, report)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/candidate/fee-reports', payload: report }))
        .statusCode,
    ).toBe(401);
    expect((await queue()).total).toBe(before);
  });

  it('is resolved once by an admin, with what Bayti did, recorded', async () => {
    const filed = await post('/candidate/fee-reports', worker, report);
    const { id } = body<{ data: { report: { id: number } } }>(filed).data.report;
    const note = 'Called the agency: the fee is returned and its licence is under review.';
    const resolved = await post(`/admin/moderation/fee-reports/${id}/resolution`, admin, { note });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(body<{ data: { report: FeeReport } }>(resolved).data.report).toMatchObject({
      state: 'resolved',
      resolution: note,
      resolvedBy: { name: expect.any(String) },
    });
    expect((await queue()).items.map((item) => item.id)).not.toContain(id);
    expect((await queue('resolved')).items.map((item) => item.id)).toContain(id);
    const again = await post(`/admin/moderation/fee-reports/${id}/resolution`, admin, { note });
    expect(again.statusCode).toBe(409);
    const recorded = await t.database.db
      .select()
      .from(moderationActions)
      .where(
        and(eq(moderationActions.targetType, 'fee_report'), eq(moderationActions.targetId, id)),
      );
    expect(recorded.map((action) => [action.action, action.reason])).toEqual([
      ['resolve_fee_report', note],
    ]);
    expect(
      (await post('/admin/moderation/fee-reports/999999/resolution', admin, { note })).statusCode,
    ).toBe(404);
    const [row] = await t.database.db.select().from(feeReports).where(eq(feeReports.id, id));
    expect(row!.resolvedAt).not.toBeNull();
  });
});
