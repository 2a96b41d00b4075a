import type { EmployerPipelineCandidate, EmployerPipelinePage } from '@bayti/data/contract';
import { publicCandidates } from '@bayti/data/fixtures';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, candidateViews, employerProfiles, pipelineEntries } from '../../db/schema';
import { bearer, body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';
import { registerFamily, type TestFamily } from '../../test/families';
import { hireCandidate, newListedCandidate } from '../../test/hiring';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // The seeded profiles state no gender; give them one so gender search and sort have data.
  await t.database.db.update(candidates).set({ gender: 'Female' });
  await t.database.db.update(candidates).set({ gender: 'Male' }).where(eq(candidates.id, 11));
});
afterAll(() => t.close());

const fixture = (id: number) => publicCandidates.find((c) => c.id === id)!;

const add = (f: TestFamily, candidateId: unknown) =>
  f.call({ method: 'POST', url: '/api/employer/pipeline', payload: { candidateId } });
const move = (f: TestFamily, id: number, payload: object) =>
  f.call({ method: 'PATCH', url: `/api/employer/pipeline/${id}`, payload });
const listResponse = (f: TestFamily, query: Record<string, string | number> = {}) => {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return f.call({ method: 'GET', url: `/api/employer/pipeline?${qs}` });
};
const list = async (f: TestFamily, query: Record<string, string | number> = {}) => {
  const response = await listResponse(f, query);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: EmployerPipelinePage }>(response).data;
};
const added = async (f: TestFamily, candidateId: number) => {
  const response = await add(f, candidateId);
  expect(response.statusCode, response.body).toBe(201);
  return body<{ data: { candidate: EmployerPipelineCandidate } }>(response).data.candidate;
};
const rowOf = async (f: TestFamily, id: number) =>
  (await list(f)).items.find((row) => row.id === id);

describe('shortlisting', () => {
  it('starts empty for a new family', async () => {
    const family = await registerFamily(t.app);
    expect(await list(family)).toEqual({
      items: [],
      counts: {
        all: 0,
        shortlisted: 0,
        interview: 0,
        selected: 0,
        hired: 0,
        rejected: 0,
        returned: 0,
        replaced: 0,
      },
      total: 0,
      page: 1,
      pageSize: 100,
    });
  });

  it('answers 201 with the new row, then 200 with the same row and nothing added', async () => {
    const family = await registerFamily(t.app);
    const maria = fixture(1);
    const row = await added(family, 1);
    expect(row).toEqual({
      id: expect.any(Number),
      candidateId: 1,
      slNo: 1,
      name: maria.name,
      position: maria.position,
      age: maria.age,
      gender: 'Female',
      nationality: maria.nationality,
      status: 'shortlisted',
      avatar: maria.image,
      interviewDate: null,
      interviewTime: null,
      selectionType: null,
      selectionDate: null,
      hiredOn: null,
      returnedOn: null,
      replacedOn: null,
      offer: null,
      available: true,
      application: null,
    });
    const again = await add(family, 1);
    expect(again.statusCode).toBe(200);
    expect(body(again)).toEqual({ data: { candidate: row } });
    expect((await list(family)).total).toBe(1);
  });

  it('shows no avatar, not a failure, for a worker who removed her photo', async () => {
    const family = await registerFamily(t.app);
    const row = await added(family, 3);
    // A removed photo is stored as an empty path.
    const where = eq(candidates.id, 3);
    await t.database.db.update(candidates).set({ image: '' }).where(where);
    try {
      expect(await rowOf(family, row.id)).toMatchObject({ candidateId: 3, avatar: null });
    } finally {
      await t.database.db
        .update(candidates)
        .set({ image: fixture(3).image })
        .where(where);
    }
  });

  it('numbers rows in the order they were added', async () => {
    const family = await registerFamily(t.app);
    await added(family, 4);
    t.clock.advance(1000);
    const second = await added(family, 2);
    expect(second.slNo).toBe(2);
    expect((await list(family)).items.map((r) => [r.slNo, r.candidateId])).toEqual([
      [1, 4],
      [2, 2],
    ]);
  });

  it('refuses unknown and unlisted candidates with 404, and a bad id with 400', async () => {
    const family = await registerFamily(t.app);
    for (const id of [9999, 99_999_999_999]) expect((await add(family, id)).statusCode).toBe(404);
    await t.database.db.update(candidates).set({ visible: false }).where(eq(candidates.id, 15));
    try {
      const hidden = await add(family, 15);
      expect(hidden.statusCode).toBe(404);
      expect(body(hidden)).toMatchObject({ error: { code: 'not_found' } });
    } finally {
      await t.database.db.update(candidates).set({ visible: true }).where(eq(candidates.id, 15));
    }
    const bad = await add(family, 'x');
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ error: { fields: { candidateId: expect.any(String) } } });
    expect((await list(family)).total).toBe(0);
  });
});

describe('moving a candidate', () => {
  it('goes through interview, selected and hired; hired starts a recruitment', async () => {
    const family = await registerFamily(t.app);
    // A profile of her own: once hired, she leaves the list the other tests use.
    const candidate = await newListedCandidate(t);
    const row = await added(family, candidate.id);
    const interview = await move(family, row.id, {
      status: 'interview',
      interviewDate: '2026-12-01',
      interviewTime: '09:30',
    });
    expect(interview.statusCode, interview.body).toBe(200);
    expect(body(interview)).toMatchObject({
      data: {
        candidate: {
          id: row.id,
          status: 'interview',
          interviewDate: '2026-12-01',
          interviewTime: '09:30',
        },
      },
    });
    const selected = await move(family, row.id, {
      status: 'selected',
      selectionType: 'Agency',
      selectionDate: '2026-12-03',
    });
    expect(body(selected)).toMatchObject({
      data: {
        candidate: {
          status: 'selected',
          interviewDate: '2026-12-01',
          selectionType: 'Agency',
          selectionDate: '2026-12-03',
        },
      },
    });
    const recruitmentsBefore = await family.call({
      method: 'GET',
      url: '/api/employer/recruitments',
    });
    expect(body<{ data: { total: number } }>(recruitmentsBefore).data.total).toBe(0);

    // Hired when her agency accepts the family's offer.
    const hired = await hireCandidate(t, family, candidate.id);
    expect(hired.row).toMatchObject({ id: row.id, status: 'hired' });
    const recruitments = await family.call({ method: 'GET', url: '/api/employer/recruitments' });
    expect(body(recruitments)).toMatchObject({
      data: {
        total: 1,
        items: [
          {
            candidateId: candidate.id,
            name: candidate.name,
            // A copy of the first seeded profile.
            nationality: fixture(1).nationality,
            status: 'offerLetter',
          },
        ],
      },
    });
  });

  it('reschedules an interview by moving to interview again', async () => {
    const family = await registerFamily(t.app);
    const row = await added(family, 5);
    await move(family, row.id, {
      status: 'interview',
      interviewDate: '2026-12-01',
      interviewTime: '09:30',
    });
    const again = await move(family, row.id, {
      status: 'interview',
      interviewDate: '2026-12-04',
      interviewTime: '15:00',
    });
    expect(body(again)).toMatchObject({
      data: { candidate: { interviewDate: '2026-12-04', interviewTime: '15:00' } },
    });
  });

  it.each([
    [
      'an interview without date and time',
      { status: 'interview' },
      { interviewDate: 'Choose the interview date', interviewTime: 'Choose the interview time' },
    ],
    [
      'an interview at a malformed time',
      { status: 'interview', interviewDate: '2026-12-01', interviewTime: '9.30' },
      { interviewTime: 'Use HH:MM' },
    ],
    [
      'a selection without type and date',
      { status: 'selected' },
      { selectionType: 'Choose a selection type', selectionDate: 'Choose the selection date' },
    ],
    [
      'a selection on a malformed date',
      { status: 'selected', selectionType: 'Direct', selectionDate: '03/12/2026' },
      { selectionDate: 'Use YYYY-MM-DD' },
    ],
    ['an unknown status', { status: 'archived' }, { status: expect.any(String) }],
  ])('refuses %s with field messages and changes nothing', async (_label, payload, fields) => {
    const family = await registerFamily(t.app);
    const row = await added(family, 6);
    const response = await move(family, row.id, payload);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ error: { code: 'validation', fields } });
    expect(await rowOf(family, row.id)).toEqual(row);
  });

  it('refuses moves the pipeline does not allow with 409, and changes nothing', async () => {
    const family = await registerFamily(t.app);
    const candidate = await newListedCandidate(t);
    const row = await added(family, candidate.id);
    const skip = await move(family, row.id, { status: 'hired' });
    expect(skip.statusCode).toBe(409);
    expect(body(skip)).toMatchObject({ error: { code: 'conflict' } });
    expect(await rowOf(family, row.id)).toEqual(row);

    await move(family, row.id, {
      status: 'selected',
      selectionType: 'Direct',
      selectionDate: '2026-12-01',
    });
    await hireCandidate(t, family, candidate.id);
    for (const status of ['rejected', 'shortlisted'])
      expect((await move(family, row.id, { status })).statusCode).toBe(409);
    expect((await rowOf(family, row.id))?.status).toBe('hired');
  });

  it('lets a rejected candidate be shortlisted again', async () => {
    const family = await registerFamily(t.app);
    const row = await added(family, 8);
    expect((await move(family, row.id, { status: 'rejected' })).statusCode).toBe(200);
    const back = await move(family, row.id, { status: 'shortlisted' });
    expect(body(back)).toMatchObject({ data: { candidate: { status: 'shortlisted' } } });
  });

  it('answers 404 for an id that is not a row of the family', async () => {
    const family = await registerFamily(t.app);
    for (const id of [999_999, 99_999_999_999])
      expect((await move(family, id, { status: 'rejected' })).statusCode).toBe(404);
  });
});

describe('families are kept apart', () => {
  it("family B neither sees nor changes family A's rows", async () => {
    const a = await registerFamily(t.app, 'Family A');
    const b = await registerFamily(t.app, 'Family B');
    const aRow = await added(a, 9);
    await added(b, 10);

    expect((await list(b)).items.map((r) => r.candidateId)).toEqual([10]);
    for (const payload of [
      { status: 'rejected' },
      { status: 'interview', interviewDate: '2026-12-01', interviewTime: '10:00' },
    ]) {
      const response = await move(b, aRow.id, payload);
      expect(response.statusCode).toBe(404);
    }
    expect(await rowOf(a, aRow.id)).toEqual(aRow);

    // B shortlisting the same candidate gets its own row; A's is untouched.
    const bRow = await added(b, 9);
    expect(bRow.id).not.toBe(aRow.id);
    await move(b, bRow.id, { status: 'rejected' });
    expect((await rowOf(a, aRow.id))?.status).toBe('shortlisted');
  });
});

/** Row counts of the family tables, to show a refused request stored nothing. */
const storedRows = async () => {
  const tables = [pipelineEntries, candidateViews, employerProfiles];
  return Promise.all(
    tables.map(async (table) => (await t.database.db.select({ n: count() }).from(table))[0]?.n),
  );
};

describe('who may call', () => {
  const calls = [
    { method: 'GET', url: '/api/employer/pipeline' },
    { method: 'POST', url: '/api/employer/pipeline', payload: { candidateId: 1 } },
    { method: 'PATCH', url: '/api/employer/pipeline/1', payload: { status: 'rejected' } },
    { method: 'POST', url: '/api/employer/views', payload: { candidateId: 1 } },
    { method: 'GET', url: '/api/employer/analytics' },
    { method: 'GET', url: '/api/employer/recruitments' },
    { method: 'GET', url: '/api/employer/profile' },
    { method: 'PUT', url: '/api/employer/profile', payload: {} },
  ] as const;

  it.each(calls)('a visitor gets 401 from $method $url', async (call) => {
    const response = await t.app.inject(call);
    expect(response.statusCode).toBe(401);
    expect(body(response)).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it.each(['candidate', 'agency', 'staff', 'admin'] as const)(
    'a %s gets 403 from every family endpoint, and nothing is stored',
    async (role) => {
      const token = await signIn(t.app, demoEmail(role));
      const before = await storedRows();
      for (const call of calls) {
        const response = await t.app.inject({ ...call, headers: bearer(token) });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
      expect(await storedRows()).toEqual(before);
    },
  );
});

describe('the Candidates table', () => {
  let family: TestFamily;
  const ids: Record<number, number> = {};

  /** Candidates 1 (32, Nanny), 2, 3, 10, 11 (Male driver), 12 in several states. */
  beforeAll(async () => {
    family = await registerFamily(t.app);
    for (const candidateId of [1, 2, 3, 10, 11, 12]) {
      ids[candidateId] = (await added(family, candidateId)).id;
      t.clock.advance(1000);
    }
    const interview = (id: number, interviewDate: string, interviewTime: string) =>
      move(family, id, { status: 'interview', interviewDate, interviewTime });
    await interview(ids[1]!, '2026-12-05', '10:00');
    await interview(ids[2]!, '2026-12-01', '11:00');
    await interview(ids[3]!, '2026-12-03', '09:00');
    await move(family, ids[3]!, {
      status: 'selected',
      selectionType: 'Direct',
      selectionDate: '2026-12-04',
    });
    await move(family, ids[10]!, { status: 'rejected' });
  });

  const candidateIds = (page: EmployerPipelinePage) => page.items.map((row) => row.candidateId);

  it('filters by status tab and counts every status over the other filters', async () => {
    const interview = await list(family, { status: 'interview' });
    expect(candidateIds(interview)).toEqual([1, 2]);
    expect(interview.total).toBe(2);
    expect(interview.items.map((row) => row.slNo)).toEqual([1, 2]);
    expect(interview.counts).toEqual({
      all: 6,
      shortlisted: 2,
      interview: 2,
      selected: 1,
      hired: 0,
      rejected: 1,
      returned: 0,
      replaced: 0,
    });
  });

  it('searches name, position, age and gender, case-insensitively and literally', async () => {
    expect(candidateIds(await list(family, { search: 'maria' }))).toEqual([1]);
    expect(candidateIds(await list(family, { search: 'DRIVER' }))).toEqual([11]);
    const age = String(fixture(12).age);
    const byAge = [1, 2, 3, 10, 11, 12].filter((id) => String(fixture(id).age).includes(age));
    expect(candidateIds(await list(family, { search: age }))).toEqual(byAge);
    // 'male' is also in 'Female': substring matching, as everywhere.
    expect(candidateIds(await list(family, { search: 'male' }))).toHaveLength(6);
    expect(candidateIds(await list(family, { search: 'femal' }))).toEqual([1, 2, 3, 10, 12]);
    expect((await list(family, { search: '%' })).total).toBe(0);
    const counted = await list(family, { search: 'DRIVER', status: 'interview' });
    expect(counted.counts).toMatchObject({ all: 1, shortlisted: 1, interview: 0 });
  });

  it('filters by interview or selection date, exactly or by range', async () => {
    const exact = { dateField: 'interview', from: '2026-12-01', to: '2026-12-01' };
    expect(candidateIds(await list(family, exact))).toEqual([2]);
    const range = { dateField: 'interview', from: '2026-12-02', to: '2026-12-31' };
    expect(candidateIds(await list(family, range))).toEqual([1, 3]);
    expect(candidateIds(await list(family, { dateField: 'selection' }))).toEqual([3]);
    expect(
      candidateIds(await list(family, { dateField: 'selection', from: '2026-12-05' })),
    ).toEqual([]);
  });

  it.each([
    ['age', 'asc'],
    ['age', 'desc'],
    ['name', 'asc'],
    ['name', 'desc'],
  ] as const)('sorts by %s %s, added order breaking ties', async (sort, order) => {
    const added = (await list(family)).items;
    const key = (row: EmployerPipelineCandidate) => (sort === 'age' ? row.age : row.name);
    const sign = order === 'asc' ? 1 : -1;
    // Array.prototype.sort is stable, so equal keys keep the added order.
    const expected = [...added].sort((a, b) =>
      key(a) === key(b) ? 0 : key(a) < key(b) ? -sign : sign,
    );
    const rows = (await list(family, { sort, order })).items;
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(rows.map((r) => r.slNo)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('sorts by gender and by interview date, rows without one last', async () => {
    expect(candidateIds(await list(family, { sort: 'gender', order: 'desc' }))[0]).toBe(11);
    expect(candidateIds(await list(family, { sort: 'gender', order: 'asc' })).at(-1)).toBe(11);
    expect(candidateIds(await list(family, { sort: 'interviewDate' }))).toEqual([
      2, 3, 1, 10, 11, 12,
    ]);
    expect(candidateIds(await list(family, { sort: 'interviewDate', order: 'desc' }))).toEqual([
      1, 3, 2, 10, 11, 12,
    ]);
  });

  it('pages, numbering rows across pages', async () => {
    const second = await list(family, { page: 2, pageSize: 4 });
    expect(candidateIds(second)).toEqual([11, 12]);
    expect(second.items.map((r) => r.slNo)).toEqual([5, 6]);
    expect(second.total).toBe(6);
  });

  it.each([
    ['status', { status: 'archived' }],
    ['dateField', { from: '2026-12-01' }],
    ['to', { dateField: 'interview', from: '2026-12-02', to: '2026-12-01' }],
    ['from', { dateField: 'interview', from: '1 Dec' }],
    ['sort', { sort: 'salary' }],
    ['order', { order: 'up' }],
    ['pageSize', { pageSize: 1000 }],
  ])('refuses an invalid %s', async (field, query) => {
    const response = await listResponse(family, query as Record<string, string | number>);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ error: { fields: { [field]: expect.any(String) } } });
  });
});

describe('profile views', () => {
  const view = (f: TestFamily, candidateId: unknown) =>
    f.call({ method: 'POST', url: '/api/employer/views', payload: { candidateId } });
  const viewed = async (f: TestFamily) => {
    const response = await f.call({ method: 'GET', url: '/api/employer/analytics?period=ALL' });
    return body<{ data: { analytics: { funnel: { viewed: { count: number } } } } }>(response).data
      .analytics.funnel.viewed.count;
  };

  it('are recorded once per candidate per day', async () => {
    const family = await registerFamily(t.app);
    const response = await view(family, 4);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ ok: true });
    await view(family, 4);
    await view(family, 5);
    expect(await viewed(family)).toBe(2);
  });

  it('refuse unknown candidates and bad ids, storing nothing', async () => {
    const family = await registerFamily(t.app);
    expect((await view(family, 9999)).statusCode).toBe(404);
    expect((await view(family, 'x')).statusCode).toBe(400);
    expect(await viewed(family)).toBe(0);
  });

  it('are kept per family', async () => {
    const a = await registerFamily(t.app);
    const b = await registerFamily(t.app);
    await view(a, 6);
    expect(await viewed(b)).toBe(0);
    expect(await viewed(a)).toBe(1);
  });
});

describe('candidates leaving the site', () => {
  it('stay on the lists that already hold them', async () => {
    const family = await registerFamily(t.app);
    const row = await added(family, 14);
    await t.database.db
      .update(candidates)
      .set({ visible: false })
      .where(inArray(candidates.id, [14]));
    try {
      expect((await rowOf(family, row.id))?.candidateId).toBe(14);
      expect((await move(family, row.id, { status: 'rejected' })).statusCode).toBe(200);
    } finally {
      await t.database.db.update(candidates).set({ visible: true }).where(eq(candidates.id, 14));
    }
  });
});
