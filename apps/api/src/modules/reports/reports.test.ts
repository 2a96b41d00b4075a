import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, events, moderationActions, profileReports } from '../../db/schema';
import { bearer, body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
let family: string;
let listed: { id: number; name: string }[];
beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, demoEmail('admin'));
  family = await signIn(t.app, demoEmail('client'));
  listed = await t.database.db
    .select({ id: candidates.id, name: candidates.name })
    .from(candidates)
    .where(eq(candidates.listingStatus, 'listed'))
    .orderBy(asc(candidates.id))
    .limit(3);
});
afterAll(() => t.close());

const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });

async function reportOn(candidateId: number): Promise<number> {
  const filed = await post(`/candidates/${candidateId}/reports`, family, { reason: 'unreachable' });
  expect(filed.statusCode, filed.body).toBe(201);
  return body<{ data: { report: { id: number } } }>(filed).data.report.id;
}

const resolve = (reportId: number, payload: object) =>
  post(`/admin/moderation/reports/${reportId}/resolution`, admin, payload);

const actionsOn = (targetType: 'candidate' | 'report', targetId: number) =>
  t.database.db
    .select()
    .from(moderationActions)
    .where(
      and(eq(moderationActions.targetType, targetType), eq(moderationActions.targetId, targetId)),
    )
    .orderBy(asc(moderationActions.id));

const listingStatusOf = async (id: number) =>
  (
    await t.database.db
      .select({ status: candidates.listingStatus })
      .from(candidates)
      .where(eq(candidates.id, id))
  )[0]?.status;

const reportStateOf = async (id: number) =>
  (
    await t.database.db
      .select({ state: profileReports.state })
      .from(profileReports)
      .where(eq(profileReports.id, id))
  )[0]?.state;

describe('resolving a report', () => {
  it('upholds and hides the profile in one request, recording both', async () => {
    const candidate = listed[0]!;
    const reportId = await reportOn(candidate.id);
    const resolved = await resolve(reportId, {
      outcome: 'uphold',
      note: 'Not a real profile',
      hide: true,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(body<{ data: { report: { state: string } } }>(resolved).data.report.state).toBe(
      'upheld',
    );
    expect(await listingStatusOf(candidate.id)).toBe('hidden');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/candidates/${candidate.id}` })).statusCode,
    ).toBe(404);
    expect((await actionsOn('report', reportId)).map((a) => [a.action, a.reason])).toEqual([
      ['uphold_report', 'Not a real profile'],
    ]);
    expect((await actionsOn('candidate', candidate.id)).map((a) => [a.action, a.reason])).toEqual([
      ['hide', 'Not a real profile'],
    ]);
    const told = (
      await t.database.db.select().from(events).where(eq(events.type, 'listing.hidden'))
    )
      .map((e) => e.params)
      .find((params) => params.candidate === candidate.name);
    expect(told?.reason).toBe('Not a real profile');
  });

  it('upholds without hiding unless asked', async () => {
    const candidate = listed[1]!;
    const reportId = await reportOn(candidate.id);
    expect(
      (await resolve(reportId, { outcome: 'uphold', note: 'Warned the agency' })).statusCode,
    ).toBe(200);
    expect(await listingStatusOf(candidate.id)).toBe('listed');
    expect(await actionsOn('candidate', candidate.id)).toEqual([]);
  });

  it('changes nothing when the hide is refused: the report stays open', async () => {
    const candidate = listed[2]!;
    const reportId = await reportOn(candidate.id);
    const hidden = await post(`/admin/moderation/candidates/${candidate.id}/hide`, admin, {
      reason: 'Hidden already',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const refused = await resolve(reportId, { outcome: 'uphold', note: 'Fake', hide: true });
    expect(refused.statusCode).toBe(409);
    expect(await reportStateOf(reportId)).toBe('open');
    expect(await actionsOn('report', reportId)).toEqual([]);
    expect((await actionsOn('candidate', candidate.id)).map((a) => a.reason)).toEqual([
      'Hidden already',
    ]);
  });

  it('hides only with an upheld report', async () => {
    const candidate = listed[1]!;
    const reportId = await reportOn(candidate.id);
    expect(
      (await resolve(reportId, { outcome: 'dismiss', note: 'Reached her', hide: true })).statusCode,
    ).toBe(400);
    expect(await reportStateOf(reportId)).toBe('open');
    expect(await listingStatusOf(candidate.id)).toBe('listed');
  });
});
