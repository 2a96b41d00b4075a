import type { EmployerAnalytics, EmployerPipelineCandidate } from '@bayti/data/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';
import { registerFamily, type TestFamily } from '../../test/families';
import { hireCandidate } from '../../test/hiring';
import { addDays, monthsBefore, uaeDay } from '../../uae-calendar';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

const analytics = async (f: TestFamily, period?: string) => {
  const response = await f.call({
    method: 'GET',
    url: `/api/employer/analytics${period ? `?period=${period}` : ''}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: { analytics: EmployerAnalytics } }>(response).data.analytics;
};
const view = (f: TestFamily, candidateId: number) =>
  f.call({ method: 'POST', url: '/api/employer/views', payload: { candidateId } });
const shortlist = async (f: TestFamily, candidateId: number) => {
  const response = await f.call({
    method: 'POST',
    url: '/api/employer/pipeline',
    payload: { candidateId },
  });
  return body<{ data: { candidate: EmployerPipelineCandidate } }>(response).data.candidate.id;
};
const move = async (f: TestFamily, id: number, payload: object) => {
  const response = await f.call({ method: 'PATCH', url: `/api/employer/pipeline/${id}`, payload });
  expect(response.statusCode, response.body).toBe(200);
};
const NOTHING = { viewed: 0, shortlisted: 0, interview: 0, selected: 0, hired: 0, rejected: 0 };
const counts = (a: EmployerAnalytics) =>
  Object.fromEntries(Object.entries(a.funnel).map(([stage, figure]) => [stage, figure.count]));
const percents = (a: EmployerAnalytics) =>
  Object.fromEntries(Object.entries(a.funnel).map(([stage, figure]) => [stage, figure.percent]));

describe('employer analytics', () => {
  let family: TestFamily;
  const start = { day: '' };

  /**
   * Day 0: 7 profiles viewed, 4 shortlisted, 2 interviewed, 1 selected and hired, 1 rejected.
   * Day 40: 2 more viewed, 1 of them shortlisted and rejected.
   */
  beforeAll(async () => {
    family = await registerFamily(t.app);
    start.day = uaeDay(t.clock.now());
    for (const id of [1, 2, 3, 4, 5, 6, 7]) await view(family, id);
    const [one, two, three] = [
      await shortlist(family, 1),
      await shortlist(family, 2),
      await shortlist(family, 3),
    ];
    await shortlist(family, 4);
    const soon = uaeDay(addDays(t.clock.now(), 3));
    await move(family, one, { status: 'interview', interviewDate: soon, interviewTime: '10:00' });
    await move(family, two, { status: 'interview', interviewDate: soon, interviewTime: '11:00' });
    await move(family, one, { status: 'selected', selectionType: 'Direct', selectionDate: soon });
    await hireCandidate(t, family, 1);
    await move(family, three, { status: 'rejected' });
  });

  it('counts the funnel with the floor of each share of viewed', async () => {
    const figures = await analytics(family, 'ALL');
    expect(counts(figures)).toEqual({
      viewed: 7,
      shortlisted: 4,
      interview: 2,
      selected: 1,
      hired: 1,
      rejected: 1,
    });
    // 4/7 = 57.1, 2/7 = 28.6 (rounding would say 29), 1/7 = 14.3.
    expect(percents(figures)).toEqual({
      viewed: 100,
      shortlisted: 57,
      interview: 28,
      selected: 14,
      hired: 14,
      rejected: 14,
    });
    expect(figures).toMatchObject({ period: 'ALL', from: null, to: start.day });
  });

  it('counts document stages and quick stats', async () => {
    const figures = await analytics(family, 'ALL');
    expect(figures.documents).toEqual({
      all: 1,
      offerLetter: 1,
      medical: 0,
      otherDocuments: 0,
      visa: 0,
      ticket: 0,
      pregnancyTest: 0,
    });
    expect(figures.quickStats).toEqual({ pendingInterviews: 1, offers: 0, activeRecruitments: 1 });
  });

  it('follows the recruitment stage an admin sets', async () => {
    const recruitments = await family.call({ method: 'GET', url: '/api/employer/recruitments' });
    const [record] = body<{ data: { items: { id: number }[] } }>(recruitments).data.items;
    const admin = await signIn(t.app, demoEmail('admin'));
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/recruitments/${record!.id}`,
      payload: { stage: 'visa' },
      headers: bearer(admin),
    });
    expect(moved.statusCode).toBe(200);
    expect((await analytics(family, 'ALL')).documents).toMatchObject({
      all: 1,
      offerLetter: 0,
      visa: 1,
    });
  });

  it('defaults to 1Y and filters every period by date as the clock moves', async () => {
    expect(await analytics(family)).toEqual(await analytics(family, '1Y'));

    t.clock.advance(40 * DAY_MS);
    await family.renew();
    await view(family, 8);
    const four = await shortlist(family, 9);
    await move(family, four, { status: 'rejected' });

    const month = await analytics(family, '1M');
    expect(month.from).toBe(monthsBefore(uaeDay(t.clock.now()), 1));
    expect(counts(month)).toEqual({
      viewed: 2,
      shortlisted: 1,
      interview: 0,
      selected: 0,
      hired: 0,
      rejected: 1,
    });
    expect(percents(month)).toMatchObject({ shortlisted: 50, rejected: 50, interview: 0 });
    expect(month.documents.all).toBe(0);
    // The interview date has passed; the recruitment is still under way.
    expect(month.quickStats).toEqual({ pendingInterviews: 0, offers: 0, activeRecruitments: 1 });

    const half = await analytics(family, '6M');
    expect(counts(half)).toEqual({
      viewed: 9,
      shortlisted: 5,
      interview: 2,
      selected: 1,
      hired: 1,
      rejected: 2,
    });
    expect(percents(half)).toMatchObject({ shortlisted: 55, rejected: 22 });
    expect(half.documents.all).toBe(1);
  });

  it('drops older activity from the shorter periods, never from ALL', async () => {
    // Day 240: day 0 and day 40 are older than 6 months, not than a year.
    t.clock.advance(200 * DAY_MS);
    await family.renew();
    expect(counts(await analytics(family, '6M'))).toEqual(NOTHING);
    expect(percents(await analytics(family, '1M'))).toMatchObject({ viewed: 0, shortlisted: 0 });
    expect(counts(await analytics(family, '1Y')).viewed).toBe(9);
    expect(counts(await analytics(family, 'ALL')).viewed).toBe(9);
    // Day 440: only ALL remembers.
    t.clock.advance(200 * DAY_MS);
    await family.renew();
    expect(counts(await analytics(family, '1Y')).viewed).toBe(0);
    expect(counts(await analytics(family, 'ALL'))).toEqual({
      viewed: 9,
      shortlisted: 5,
      interview: 2,
      selected: 1,
      hired: 1,
      rejected: 2,
    });
  });

  it('is computed from the family’s own data only', async () => {
    const other = await registerFamily(t.app);
    const figures = await analytics(other, 'ALL');
    expect(counts(figures)).toEqual(NOTHING);
    expect(figures.documents.all).toBe(0);
    expect(figures.quickStats).toEqual({ pendingInterviews: 0, offers: 0, activeRecruitments: 0 });
  });

  it('refuses an unknown period', async () => {
    const response = await family.call({ method: 'GET', url: '/api/employer/analytics?period=2Y' });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ error: { fields: { period: expect.any(String) } } });
  });
});
