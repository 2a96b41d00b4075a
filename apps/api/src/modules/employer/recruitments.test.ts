import type {
  EmployerPipelineCandidate,
  EmployerRecruitmentsPage,
  RecruitmentRecord,
} from '@bayti/data/contract';
import { publicCandidates } from '@bayti/data/fixtures';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../db/schema';
import { bearer, body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';
import { registerFamily, type TestFamily } from '../../test/families';
import { hireCandidate } from '../../test/hiring';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const fixture = (id: number) => publicCandidates.find((c) => c.id === id)!;

/** Shortlists, selects and hires a candidate (an accepted offer); answers its recruitment. */
async function hire(f: TestFamily, candidateId: number): Promise<RecruitmentRecord> {
  const added = await f.call({
    method: 'POST',
    url: '/api/employer/pipeline',
    payload: { candidateId },
  });
  const { id } = body<{ data: { candidate: EmployerPipelineCandidate } }>(added).data.candidate;
  const url = `/api/employer/pipeline/${id}`;
  await f.call({
    method: 'PATCH',
    url,
    payload: { status: 'selected', selectionType: 'Direct', selectionDate: '2026-12-01' },
  });
  await hireCandidate(t, f, candidateId);
  const page = await list(f);
  const record = page.items.find((r) => r.candidateId === candidateId);
  if (!record) throw new Error('No recruitment started');
  return record;
}

async function list(f: TestFamily, query = ''): Promise<EmployerRecruitmentsPage> {
  const response = await f.call({ method: 'GET', url: `/api/employer/recruitments${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: EmployerRecruitmentsPage }>(response).data;
}

const setStage = async (id: number, stage: unknown, token?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/recruitments/${id}`,
    payload: { stage },
    ...(token ? { headers: bearer(token) } : {}),
  });

describe('the family’s recruitments', () => {
  let family: TestFamily;
  let records: RecruitmentRecord[];

  beforeAll(async () => {
    family = await registerFamily(t.app);
    records = [];
    for (const id of [1, 3, 12]) {
      records.push(await hire(family, id));
      t.clock.advance(1000);
    }
  });

  it('start at the offer letter on the hiring day, newest first', async () => {
    const page = await list(family);
    expect(page.items.map((r) => r.candidateId)).toEqual([12, 3, 1]);
    expect(page.items[2]).toEqual({
      id: expect.any(Number),
      candidateId: 1,
      name: fixture(1).name,
      nationality: fixture(1).nationality,
      status: 'offerLetter',
      appliedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(page.counts).toMatchObject({ all: 3, offerLetter: 3, medical: 0 });
  });

  it('filter by stage and search name or nationality, counting stages over the search', async () => {
    const admin = await signIn(t.app, demoEmail('admin'));
    expect((await setStage(records[0]!.id, 'medical', admin)).statusCode).toBe(200);

    const medical = await list(family, '?stage=medical');
    expect(medical.items.map((r) => r.candidateId)).toEqual([1]);
    expect(medical.total).toBe(1);
    expect(medical.counts).toMatchObject({ all: 3, offerLetter: 2, medical: 1 });

    const nationality = fixture(3).nationality;
    const byNationality = await list(family, `?search=${nationality.toUpperCase()}`);
    expect(byNationality.items.map((r) => r.candidateId)).toEqual(
      [12, 3, 1].filter((id) => fixture(id).nationality === nationality),
    );
    const byName = await list(family, `?search=${fixture(12).name.split(' ')[0]!.toLowerCase()}`);
    expect(byName.items.map((r) => r.candidateId)).toEqual([12]);
    expect(byName.counts.all).toBe(1);
  });

  it('are not shown to another family', async () => {
    const other = await registerFamily(t.app);
    expect(await list(other)).toMatchObject({ items: [], total: 0, counts: { all: 0 } });
  });

  it('refuse an unknown stage in the query', async () => {
    const response = await family.call({
      method: 'GET',
      url: '/api/employer/recruitments?stage=deployed',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('moving a recruitment', () => {
  let family: TestFamily;
  let record: RecruitmentRecord;
  let other: RecruitmentRecord;

  beforeAll(async () => {
    family = await registerFamily(t.app);
    // Candidate 5 is managed and listed by agency 1 (the demo agency and its staff); 6 by agency 2.
    await t.database.db
      .update(candidates)
      .set({ agencyId: 1, publisherAgencyId: 1 })
      .where(eq(candidates.id, 5));
    await t.database.db
      .update(candidates)
      .set({ agencyId: 2, publisherAgencyId: 2 })
      .where(eq(candidates.id, 6));
    record = await hire(family, 5);
    other = await hire(family, 6);
  });
  afterAll(async () => {
    await t.database.db
      .update(candidates)
      .set({ agencyId: null, publisherAgencyId: null })
      .where(inArray(candidates.id, [5, 6]));
  });

  const stageOf = async (id: number) => (await list(family)).items.find((r) => r.id === id)?.status;

  it('an admin sets any stage, and the family sees it', async () => {
    const admin = await signIn(t.app, demoEmail('admin'));
    const response = await setStage(other.id, 'ticket', admin);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ data: { recruitment: { ...other, status: 'ticket' } } });
    expect(await stageOf(other.id)).toBe('ticket');
  });

  it.each(['agency', 'staff'] as const)(
    'the managing agency’s %s sets the stage of its workers only',
    async (role) => {
      const token = await signIn(t.app, demoEmail(role));
      const own = await setStage(record.id, role === 'agency' ? 'visa' : 'pregnancyTest', token);
      expect(own.statusCode).toBe(200);
      expect(await stageOf(record.id)).toBe(role === 'agency' ? 'visa' : 'pregnancyTest');

      const before = await stageOf(other.id);
      const foreign = await setStage(other.id, 'medical', token);
      expect(foreign.statusCode).toBe(404);
      expect(await stageOf(other.id)).toBe(before);
    },
  );

  it('is refused to families and workers (403) and visitors (401), changing nothing', async () => {
    const before = await stageOf(record.id);
    expect((await setStage(record.id, 'medical')).statusCode).toBe(401);
    expect((await setStage(record.id, 'medical', family.token)).statusCode).toBe(403);
    const worker = await signIn(t.app, demoEmail('candidate'));
    expect((await setStage(record.id, 'medical', worker)).statusCode).toBe(403);
    expect(await stageOf(record.id)).toBe(before);
  });

  it('refuses an unknown stage (400) and an unknown recruitment (404)', async () => {
    const admin = await signIn(t.app, demoEmail('admin'));
    const bad = await setStage(record.id, 'deployed', admin);
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ error: { fields: { stage: expect.any(String) } } });
    for (const id of [999_999, 99_999_999_999])
      expect((await setStage(id, 'visa', admin)).statusCode).toBe(404);
  });
});
