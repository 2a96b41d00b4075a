import type {
  EmployerAnalytics,
  EmployerPipelineCandidate,
  EmployerPipelinePage,
  EmployerPosition,
} from '@bayti/data/contract';
import { publicCandidates } from '@bayti/data/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type TestApp } from '../../test/harness';
import { registerFamily, type TestFamily } from '../../test/families';
import { hireForTest } from '../../test/hires';
import { addDays, uaeDay } from '../../uae-calendar';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => uaeDay(t.clock.now());
const daysFromNow = (days: number) => uaeDay(addDays(t.clock.now(), days));

const move = (f: TestFamily, id: number, payload: object) =>
  f.call({ method: 'PATCH', url: `/api/employer/pipeline/${id}`, payload });
const list = async (f: TestFamily, query: Record<string, string> = {}) => {
  const response = await f.call({
    method: 'GET',
    url: `/api/employer/pipeline?${new URLSearchParams(query)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: EmployerPipelinePage }>(response).data;
};
const rowOf = async (f: TestFamily, id: number) =>
  (await list(f)).items.find((row) => row.id === id);

/** Hires a candidate today (as an accepted offer leaves it); answers the hired row. */
async function hire(f: TestFamily, candidateId: number): Promise<EmployerPipelineCandidate> {
  const { entryId } = await hireForTest(t, f, candidateId);
  const row = await rowOf(f, entryId);
  expect(row?.status).toBe('hired');
  return row!;
}

describe('returns within the 6-month probation', () => {
  it('marks a hired worker returned, then replaced, with their dates', async () => {
    const family = await registerFamily(t.app);
    const row = await hire(family, 1);
    expect(row).toMatchObject({ hiredOn: today(), returnedOn: null, replacedOn: null });

    t.clock.advance(30 * DAY_MS);
    await family.renew();
    const returnedOn = daysFromNow(-2);
    const returned = await move(family, row.id, {
      status: 'returned',
      returnedOn,
      returnReason: 'competency',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(body(returned)).toMatchObject({
      data: { candidate: { status: 'returned', hiredOn: row.hiredOn, returnedOn } },
    });

    const replaced = await move(family, row.id, { status: 'replaced', replacedOn: today() });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await rowOf(family, row.id)).toMatchObject({
      status: 'replaced',
      returnedOn,
      replacedOn: today(),
    });
    // Replaced is final.
    expect(
      (await move(family, row.id, { status: 'returned', returnedOn, returnReason: 'competency' }))
        .statusCode,
    ).toBe(409);
  });

  it('refuses a return after the probation with 409 and a clear message, changing nothing', async () => {
    const family = await registerFamily(t.app);
    const row = await hire(family, 2);
    const hiredOn = row.hiredOn!;
    t.clock.advance(200 * DAY_MS);
    await family.renew();
    const before = await rowOf(family, row.id);

    const late = await move(family, row.id, {
      status: 'returned',
      returnedOn: today(),
      returnReason: 'competency',
    });
    expect(late.statusCode).toBe(409);
    expect(body(late)).toEqual({
      error: {
        code: 'conflict',
        message:
          'A worker can be marked returned only within 6 months of the hire date (the probation period).',
        messageId: 'pipeline.returnAfterProbation',
      },
    });
    expect(await rowOf(family, row.id)).toEqual(before);

    // A return dated inside the probation is still recorded (reported late).
    const inside = uaeDay(addDays(new Date(`${hiredOn}T12:00:00Z`), 100));
    const ok = await move(family, row.id, {
      status: 'returned',
      returnedOn: inside,
      returnReason: 'competency',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses return dates before the hire or in the future, and replacements before the return', async () => {
    const family = await registerFamily(t.app);
    const row = await hire(family, 3);
    const before = await rowOf(family, row.id);
    for (const returnedOn of [daysFromNow(-1), daysFromNow(1)]) {
      const response = await move(family, row.id, {
        status: 'returned',
        returnedOn,
        returnReason: 'competency',
      });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({
        error: {
          fields: { returnedOn: 'The return date must be between the hire date and today.' },
        },
      });
    }
    const missing = await move(family, row.id, { status: 'returned' });
    expect(body(missing)).toMatchObject({
      error: {
        fields: {
          returnedOn: 'Choose the return date',
          returnReason: 'Choose why the worker was returned',
        },
      },
    });
    const unknownReason = await move(family, row.id, {
      status: 'returned',
      returnedOn: today(),
      returnReason: 'changed_mind',
    });
    expect(unknownReason.statusCode).toBe(400);
    expect(body(unknownReason)).toMatchObject({
      error: { fields: { returnReason: 'Choose why the worker was returned' } },
    });
    expect(await rowOf(family, row.id)).toEqual(before);

    t.clock.advance(10 * DAY_MS);
    await family.renew();
    await move(family, row.id, {
      status: 'returned',
      returnedOn: daysFromNow(-3),
      returnReason: 'competency',
    });
    const early = await move(family, row.id, { status: 'replaced', replacedOn: daysFromNow(-4) });
    expect(early.statusCode).toBe(400);
    expect((await rowOf(family, row.id))?.status).toBe('returned');
  });

  it('allows returns and replacements only from hired and returned', async () => {
    const family = await registerFamily(t.app);
    const added = await family.call({
      method: 'POST',
      url: '/api/employer/pipeline',
      payload: { candidateId: 4 },
    });
    const { id } = body<{ data: { candidate: EmployerPipelineCandidate } }>(added).data.candidate;
    for (const payload of [
      { status: 'returned', returnedOn: today(), returnReason: 'competency' },
      { status: 'replaced', replacedOn: today() },
    ])
      expect((await move(family, id, payload)).statusCode).toBe(409);
    const hired = await hire(family, 5);
    expect(
      (await move(family, hired.id, { status: 'replaced', replacedOn: today() })).statusCode,
    ).toBe(409);
    expect((await rowOf(family, id))?.status).toBe('shortlisted');
    expect((await rowOf(family, hired.id))?.status).toBe('hired');
  });

  it("answers 404 for another family's row and changes nothing", async () => {
    const owner = await registerFamily(t.app);
    const other = await registerFamily(t.app);
    const row = await hire(owner, 6);
    const response = await move(other, row.id, {
      status: 'returned',
      returnedOn: today(),
      returnReason: 'competency',
    });
    expect(response.statusCode).toBe(404);
    expect((await rowOf(owner, row.id))?.status).toBe('hired');
  });
});

describe('position lists', () => {
  it("lists the family's positions with counts and filters the pipeline by position", async () => {
    const family = await registerFamily(t.app);
    // Listed candidates none of these tests hired (a hire takes her off the list).
    const ids = [8, 9, 10, 11, 13];
    for (const candidateId of ids)
      await family.call({
        method: 'POST',
        url: '/api/employer/pipeline',
        payload: { candidateId },
      });
    const expected = new Map<string, number>();
    for (const id of ids) {
      const position = publicCandidates.find((c) => c.id === id)!.position;
      expected.set(position, (expected.get(position) ?? 0) + 1);
    }

    const response = await family.call({ method: 'GET', url: '/api/employer/positions' });
    expect(response.statusCode).toBe(200);
    const { positions } = body<{ data: { positions: EmployerPosition[] } }>(response).data;
    expect(positions).toEqual(
      [...expected]
        .map(([position, count]) => ({ position, count }))
        .sort((a, b) => (a.position < b.position ? -1 : 1)),
    );

    const [first] = positions;
    const page = await list(family, { position: first!.position });
    expect(page.items.every((row) => row.position === first!.position)).toBe(true);
    expect(page.counts.all).toBe(first!.count);

    const other = await registerFamily(t.app);
    const empty = await other.call({ method: 'GET', url: '/api/employer/positions' });
    expect(body(empty)).toEqual({ data: { positions: [] } });
  });

  it('counts returned and replaced rows under their own statuses, and filters by them', async () => {
    const family = await registerFamily(t.app);
    const row = await hire(family, 12);
    await move(family, row.id, {
      status: 'returned',
      returnedOn: today(),
      returnReason: 'competency',
    });
    const returned = await list(family, { position: row.position, status: 'returned' });
    expect(returned.items.map((r) => r.id)).toEqual([row.id]);
    expect(returned.counts).toMatchObject({ all: 1, hired: 0, returned: 1, replaced: 0 });
  });

  it('refuses the positions of a signed-out caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/employer/positions' });
    expect(response.statusCode).toBe(401);
  });
});

describe('analytics after a return', () => {
  it('keeps the hire in the funnel and ends the recruitment', async () => {
    const family = await registerFamily(t.app);
    const row = await hire(family, 7);
    const analytics = async () => {
      const response = await family.call({ method: 'GET', url: '/api/employer/analytics' });
      return body<{ data: { analytics: EmployerAnalytics } }>(response).data.analytics;
    };
    expect((await analytics()).quickStats.activeRecruitments).toBe(1);
    await move(family, row.id, {
      status: 'returned',
      returnedOn: today(),
      returnReason: 'competency',
    });
    const after = await analytics();
    expect(after.funnel.hired.count).toBe(1);
    expect(after.quickStats.activeRecruitments).toBe(0);
  });
});
