import {
  candidatesQuerySchema,
  CANDIDATE_CURSOR_MESSAGE,
  CANDIDATE_SORTS,
  countByNationality,
  matchesCandidateFilters,
  searchCandidates,
  type CandidatesPage,
  type PublicCandidate,
} from '@bayti/data/contract';
import { candidateContacts, publicCandidates } from '@bayti/data/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, candidates, candidatesVersion } from '../../db/schema';
import { bearer, body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
/**
 * The fixtures as the seed lists them: when each was last active (dated from the seeding clock)
 * and the agency that listed her ("Listed by"), read from the rows the public answers come from.
 */
let listedCandidates: PublicCandidate[] = publicCandidates;
beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.database.db
    .select({
      id: candidates.id,
      activeAt: candidates.activeAt,
      agencyId: candidates.publisherAgencyId,
      agencyName: agencies.agencyName,
    })
    .from(candidates)
    .leftJoin(agencies, eq(agencies.id, candidates.publisherAgencyId));
  const byId = new Map(rows.map((row) => [row.id, row]));
  listedCandidates = publicCandidates.map((candidate) => {
    const row = byId.get(candidate.id)!;
    return {
      ...candidate,
      activeAt: row.activeAt?.toISOString() ?? null,
      listedBy: row.agencyId !== null ? { id: row.agencyId, name: row.agencyName! } : null,
    };
  });
});
afterAll(() => t.close());

const list = async (query: Record<string, string | number | boolean> = {}) => {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const response = await t.app.inject({ method: 'GET', url: `/api/candidates?${qs}` });
  return response;
};
const page = async (query: Record<string, string | number | boolean> = {}) => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: CandidatesPage }>(response).data;
};

/** What the contract's reference implementation answers for the same query string. */
const expected = (query: Record<string, unknown>) =>
  searchCandidates(listedCandidates, candidatesQuerySchema.parse(query));

/** Filter combinations worth checking, each against the fixtures. */
const QUERIES: Record<string, string | number | boolean>[] = [
  {},
  { nationality: 'Filipino' },
  { nationality: 'Kenyan', sort: 'age-desc' },
  { nationality: 'Nepali' },
  { position: 'Nanny' },
  { position: 'Housemaid' },
  { workType: 'Live-out' },
  { workType: 'Part-time' },
  { visa: 'Own Visa' },
  { visa: 'Company Visa', nationality: 'Indian' },
  { location: 'dubai' },
  { location: 'SHARJAH' },
  { location: 'al' },
  { location: 'zz' },
  { skills: 'cook' },
  { skills: 'CARE' },
  { skills: 'elderly care' },
  { babycare: true },
  { babycare: false },
  { maxAge: 30 },
  { maxAge: 20 },
  { maxAge: 60 },
  { salary: '1000-1200' },
  { salary: '1200-2000' },
  { salary: '3000-3500' },
  { salary: '3500+' },
  { salary: '2000-2500', babycare: true, location: 'dubai' },
  { skills: 'clean', maxAge: 35, workType: 'Live-in', sort: 'salary-asc' },
  { nationality: 'Filipino', salary: '3500+', sort: 'salary-desc' },
];

describe('GET /api/candidates', () => {
  it('answers the first 12 of the 15 listed candidates in listing order by default', async () => {
    const data = await page();
    expect(data.total).toBe(15);
    expect(data.page).toBe(1);
    expect(data.pageSize).toBe(12);
    expect(data.candidates.map((c) => c.id)).toEqual(
      publicCandidates.slice(0, 12).map((c) => c.id),
    );
    expect(data).toEqual(expected({}));
  });

  it.each(QUERIES.map((query) => [JSON.stringify(query), query]))(
    'matches the reference semantics for %s',
    async (_label, query) => {
      const data = await page({ ...query, pageSize: 100 });
      const reference = expected({ ...query, pageSize: 100 });
      expect(data).toEqual(reference);
      const { sort: _sort, ...filters } = candidatesQuerySchema.parse(query);
      for (const candidate of data.candidates)
        expect(matchesCandidateFilters(candidate, filters)).toBe(true);
      expect(data.total).toBe(
        publicCandidates.filter((c) => matchesCandidateFilters(c, filters)).length,
      );
    },
  );

  it.each(CANDIDATE_SORTS)('sorts by %s with id breaking ties', async (sort) => {
    const data = await page({ sort, pageSize: 100 });
    expect(data.candidates.map((c) => c.id)).toEqual(
      expected({ sort, pageSize: 100 }).candidates.map((c) => c.id),
    );
  });

  it('puts an unparsable salary last in both salary sorts', async () => {
    const negotiable = publicCandidates.filter((c) => c.salaryMin === null).map((c) => c.id);
    expect(negotiable.length).toBeGreaterThan(0);
    for (const sort of ['salary-asc', 'salary-desc']) {
      const ids = (await page({ sort, pageSize: 100 })).candidates.map((c) => c.id);
      expect(ids.slice(-negotiable.length)).toEqual(negotiable);
    }
  });

  it('counts nationalities over every other filter, ignoring the nationality filter', async () => {
    const filters = { babycare: true, maxAge: 40 };
    const withNationality = await page({ ...filters, nationality: 'Filipino' });
    const without = await page(filters);
    expect(withNationality.nationalities).toEqual(without.nationalities);
    expect(withNationality.nationalities).toEqual(countByNationality(publicCandidates, filters));
    const filipino = withNationality.nationalities.find((n) => n.nationality === 'Filipino');
    expect(withNationality.total).toBe(filipino?.count);
    expect(without.total).toBe(without.nationalities.reduce((sum, n) => sum + n.count, 0));
  });

  it('paginates without gaps or overlaps', async () => {
    const all = (await page({ sort: 'age-asc', pageSize: 100 })).candidates.map((c) => c.id);
    const pages: number[] = [];
    for (let n = 1; n <= 4; n++) {
      const data = await page({ sort: 'age-asc', pageSize: 4, page: n });
      expect(data.page).toBe(n);
      expect(data.pageSize).toBe(4);
      expect(data.total).toBe(15);
      pages.push(...data.candidates.map((c) => c.id));
    }
    expect(pages).toEqual(all);
    expect((await page({ page: 2 })).candidates).toHaveLength(3);
  });

  const NUMBERED_PAGE_FILTERS: Record<string, string | number>[] = [
    {},
    { workType: 'Live-in' },
    { maxAge: 40 },
  ];
  it.each(CANDIDATE_SORTS)(
    'reads every numbered page of %s, filtered or not, as the reference orders it',
    async (sort) => {
      for (const filters of NUMBERED_PAGE_FILTERS) {
        const reference = expected({ ...filters, sort, pageSize: 100 }).candidates.map((c) => c.id);
        const pages: number[] = [];
        for (let n = 1; n <= Math.ceil(reference.length / 4); n++) {
          const data = await page({ ...filters, sort, pageSize: 4, page: n });
          pages.push(...data.candidates.map((c) => c.id));
        }
        expect(pages).toEqual(reference);
      }
    },
  );

  it('answers an empty page past the end, with the total', async () => {
    for (const n of [9, Number.MAX_SAFE_INTEGER]) {
      const data = await page({ page: n, pageSize: 100 });
      expect(data.candidates).toEqual([]);
      expect(data.total).toBe(15);
    }
  });

  it('takes search text literally, not as a LIKE pattern', async () => {
    expect((await page({ location: '%' })).total).toBe(0);
    expect((await page({ location: 'D_bai' })).total).toBe(0);
    expect((await page({ skills: '_' })).total).toBe(0);
  });

  it.each([
    ['nationality', { nationality: 'Martian' }],
    ['position', { position: 'Astronaut' }],
    ['workType', { workType: 'Remote' }],
    ['visa', { visa: 'Tourist' }],
    ['babycare', { babycare: 'maybe' }],
    ['maxAge', { maxAge: 10 }],
    ['maxAge', { maxAge: 'old' }],
    ['salary', { salary: '999' }],
    ['sort', { sort: 'random' }],
    ['page', { page: 0 }],
    ['pageSize', { pageSize: 1000 }],
    ['location', { location: 'x'.repeat(101) }],
  ])('refuses an invalid %s', async (field, query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      error: { code: 'validation', fields: { [field]: expect.any(String) } },
    });
  });
});

describe('GET /api/candidates/:id', () => {
  it.each(publicCandidates.map((c) => [c.id, c] as const))(
    'answers candidate %i',
    async (id, candidate) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/candidates/${id}` });
      expect(response.statusCode).toBe(200);
      expect(body(response)).toEqual({
        data: { candidate: listedCandidates.find((c) => c.id === candidate.id) },
      });
    },
  );

  it('answers 404 in the error envelope for an unknown id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/candidates/9999' });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({
      error: {
        code: 'not_found',
        message: 'Candidate Not Found',
        messageId: 'candidates.notFound',
      },
    });
  });

  it('answers 404 for an id beyond any stored one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/candidates/99999999999' });
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a positive number', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/candidates/abc' });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ error: { fields: { id: expect.any(String) } } });
  });
});

describe('contact details', () => {
  const phones = Object.values(candidateContacts).flatMap((c) => [c.phone, c.whatsapp]);
  const contactUrl = (id: number) => `/api/candidates/${id}/contact`;

  it('never appear in the public list or profiles', async () => {
    const texts = [(await list({ pageSize: 100 })).body];
    for (const c of publicCandidates) {
      texts.push((await t.app.inject({ method: 'GET', url: `/api/candidates/${c.id}` })).body);
    }
    for (const text of texts) {
      expect(text).not.toMatch(/phone|whatsapp/i);
      for (const phone of phones) expect(text).not.toContain(phone);
    }
  });

  it('are refused to a visitor with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: contactUrl(1) });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it.each(['candidate', 'agency', 'staff'] as const)(
    'are refused to a %s with 403',
    async (role) => {
      const token = await signIn(t.app, demoEmail(role));
      const response = await t.app.inject({
        method: 'GET',
        url: contactUrl(1),
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(403);
    },
  );

  it.each(['client', 'admin'] as const)('are shown to a signed-in %s', async (role) => {
    const token = await signIn(t.app, demoEmail(role));
    for (const candidate of publicCandidates.slice(0, 3)) {
      const response = await t.app.inject({
        method: 'GET',
        url: contactUrl(candidate.id),
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      expect(body(response)).toEqual({
        data: { contact: { ...candidateContacts[candidate.id], location: candidate.location } },
      });
    }
  });

  it('answer 404 for an unknown candidate', async () => {
    const token = await signIn(t.app, demoEmail('client'));
    for (const id of [9999, 99_999_999_999]) {
      const response = await t.app.inject({
        method: 'GET',
        url: contactUrl(id),
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('unpublished candidates', () => {
  it('disappear from the list, the profile and the contact', async () => {
    const hidden: PublicCandidate = publicCandidates[0]!;
    await t.database.db
      .update(candidates)
      .set({ isPublished: false })
      .where(eq(candidates.id, hidden.id));
    try {
      const data = await page({ pageSize: 100 });
      expect(data.total).toBe(14);
      expect(data.candidates.map((c) => c.id)).not.toContain(hidden.id);
      const rest = listedCandidates.filter((c) => c.id !== hidden.id);
      expect(data).toEqual(searchCandidates(rest, candidatesQuerySchema.parse({ pageSize: 100 })));
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/candidates/${hidden.id}` })).statusCode,
      ).toBe(404);
      const token = await signIn(t.app, demoEmail('client'));
      const contact = await t.app.inject({
        method: 'GET',
        url: `/api/candidates/${hidden.id}/contact`,
        headers: bearer(token),
      });
      expect(contact.statusCode).toBe(404);
    } finally {
      await t.database.db
        .update(candidates)
        .set({ isPublished: true })
        .where(eq(candidates.id, hidden.id));
    }
  });
});

describe('cursor pagination', () => {
  /** Follows nextCursor from the first page to the last, checking each page on the way. */
  const walk = async (query: Record<string, string | number | boolean>) => {
    const ids: number[] = [];
    let data = await page({ ...query, pageSize: 4 });
    for (let n = 1; ; n++) {
      ids.push(...data.candidates.map((c) => c.id));
      expect(data.total).toBe(expected({ ...query, pageSize: 100 }).total);
      if (!data.nextCursor) break;
      expect(data.candidates).toHaveLength(4);
      const next = { ...query, pageSize: 4, page: n + 1, cursor: data.nextCursor };
      data = await page(next);
      expect(data).toEqual(expected(next));
    }
    return ids;
  };

  it.each(CANDIDATE_SORTS)('walks the whole %s list without gaps or repeats', async (sort) => {
    const all = expected({ sort, pageSize: 100 }).candidates.map((c) => c.id);
    expect(await walk({ sort })).toEqual(all);
  });

  it('walks a filtered list, unparsable salaries last', async () => {
    for (const sort of ['salary-asc', 'salary-desc'] as const) {
      const query = { sort, maxAge: 45 };
      const all = expected({ ...query, pageSize: 100 }).candidates.map((c) => c.id);
      expect(await walk(query)).toEqual(all);
    }
  });

  it('continues a numbered page as the next page number would', async () => {
    const first = await page({ sort: 'age-desc', pageSize: 5 });
    const byNumber = await page({ sort: 'age-desc', pageSize: 5, page: 2 });
    const byCursor = await page({
      sort: 'age-desc',
      pageSize: 5,
      page: 2,
      cursor: first.nextCursor ?? '',
    });
    expect(byCursor).toEqual(byNumber);
    expect((await page({ pageSize: 100 })).nextCursor).toBeNull();
  });

  it.each([
    ['not a cursor', { cursor: 'not a cursor!' }],
    ['a cursor of text that is no JSON', { cursor: 'bm90IGpzb24' }],
    ['a cursor with a wrong key', { cursor: btoa('["age-asc","x",3]').replace(/=+$/, '') }],
    ['a cursor of another sort', { cursor: 'WyJkZWZhdWx0IixudWxsLDNd', sort: 'age-asc' }],
  ])('refuses %s with 400 and a clear message', async (_label, query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      error: { code: 'validation', fields: { cursor: CANDIDATE_CURSOR_MESSAGE } },
    });
  });
});

describe('the candidates version', () => {
  const version = async () =>
    (await t.database.db.select().from(candidatesVersion))[0]?.version ?? -1;

  it('moves on with a statement that changes rows, not with one that matches none', async () => {
    const start = await version();
    await t.database.db.update(candidates).set({ visible: false }).where(eq(candidates.id, -1));
    expect(await version()).toBe(start);
    const id = publicCandidates[2]!.id;
    await t.database.db.update(candidates).set({ rating: 5 }).where(eq(candidates.id, id));
    expect(await version()).toBe(start + 1);
    await t.database.db
      .update(candidates)
      .set({ rating: publicCandidates[2]!.rating })
      .where(eq(candidates.id, id));
  });
});

describe('cached counts', () => {
  const countOf = (data: CandidatesPage, nationality: string) =>
    data.nationalities.find((n) => n.nationality === nationality)?.count ?? 0;

  it('follow a hidden, relisted or changed worker on the very next request', async () => {
    const worker: PublicCandidate = publicCandidates[1]!;
    const other = worker.nationality === 'Filipino' ? 'Kenyan' : 'Filipino';
    const before = await page();
    expect(await page()).toEqual(before); // now from the cache
    const set = (values: Partial<typeof candidates.$inferInsert>) =>
      t.database.db.update(candidates).set(values).where(eq(candidates.id, worker.id));
    try {
      await set({ visible: false });
      const hidden = await page();
      expect(hidden.total).toBe(before.total - 1);
      expect(countOf(hidden, worker.nationality)).toBe(countOf(before, worker.nationality) - 1);

      await set({ visible: true, nationality: other });
      const moved = await page();
      expect(moved.total).toBe(before.total);
      expect(countOf(moved, worker.nationality)).toBe(countOf(before, worker.nationality) - 1);
      expect(countOf(moved, other)).toBe(countOf(before, other) + 1);
    } finally {
      await set({ visible: true, nationality: worker.nationality });
    }
    expect(await page()).toEqual(before);
  });
});
