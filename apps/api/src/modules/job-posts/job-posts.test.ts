import type {
  EmployerPipelineCandidate,
  FamilyJobPost,
  JobApplication,
  JobPostBody,
  JobPostReview,
  JobPostsPage,
} from '@bayti/data/contract';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { candidates, events, jobPosts, moderationActions, users } from '../../db/schema';
import { runJobPostMatches } from '../../jobs/job-post-matches';
import { idleQueue } from '../../jobs/queue';
import {
  callAs,
  registerFamily,
  registerUnverifiedFamily,
  type TestFamily,
} from '../../test/families';
import { body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';
import { ensurePlan, newListedCandidate } from '../../test/hiring';
import { addDays, uaeDay } from '../../uae-calendar';

let t: TestApp;
let adminToken: string;
let agencyToken: string;
beforeAll(async () => {
  t = await startTestApp();
  adminToken = await signIn(t.app, demoEmail('admin'));
  agencyToken = await signIn(t.app, demoEmail('agency'));
});
afterAll(() => t.close());

const errorOf = (response: LightMyRequestResponse) =>
  body<{ error: { code: string; messageId: string; fields?: Record<string, string> } }>(response)
    .error;
const postOf = (response: LightMyRequestResponse) =>
  body<{ data: { jobPost: FamilyJobPost } }>(response).data.jobPost;

const terms = (overrides: Partial<JobPostBody> = {}): JobPostBody => ({
  position: 'Nanny',
  workType: 'Live-in',
  emirate: 'Dubai',
  salaryMinAed: 2000,
  salaryMaxAed: 2800,
  startOn: uaeDay(addDays(t.clock.now(), 14)),
  duties: 'Care for two children (3 and 6), school runs, light cooking.',
  dayOff: 'friday',
  accommodation: 'private_room',
  languages: ['English', 'Arabic'],
  ...overrides,
});

const asAdmin = (options: Parameters<typeof callAs>[2]) => callAs(t.app, adminToken, options);

async function post(family: TestFamily, overrides: Partial<JobPostBody> = {}) {
  const created = await family.call({
    method: 'POST',
    url: '/api/employer/jobs',
    payload: terms(overrides),
  });
  expect(created.statusCode, created.body).toBe(201);
  return postOf(created);
}

/** An admin's decision as sent: the body names the version she read (its updatedAt). */
const decideAs = (id: number, payload: object) =>
  asAdmin({ method: 'POST', url: `/api/admin/moderation/job-posts/${id}/decision`, payload });

/** The version of a post an admin would read now. */
async function versionOf(id: number) {
  const [row] = await t.database.db
    .select({ updatedAt: jobPosts.updatedAt })
    .from(jobPosts)
    .where(eq(jobPosts.id, id));
  return row?.updatedAt.toISOString() ?? new Date(0).toISOString();
}

/** An admin's decision on the post as it stands. */
const decide = async (id: number, payload: object) =>
  decideAs(id, { updatedAt: await versionOf(id), ...payload });

/** A verified family's post, approved by an admin: listed and open. */
async function openPost(overrides: Partial<JobPostBody> = {}) {
  const family = await registerFamily(t.app, 'Noor Al Hashimi');
  const created = await post(family, overrides);
  const approved = await decide(created.id, { decision: 'approve' });
  expect(approved.statusCode, approved.body).toBe(200);
  return { family, post: created };
}

let workers = 0;
/**
 * A worker account with her own profile, listed unless told otherwise: a copy of the first seeded
 * profile under her name, with the position, work type and location given.
 */
async function newWorker(profile: Partial<typeof candidates.$inferInsert> = {}) {
  const { db } = t.database;
  workers += 1;
  const email = `worker-${workers}-${Date.now()}@jobs.example.com`;
  const [user] = await db
    .insert(users)
    .values({
      name: `Job Worker ${workers}`,
      email,
      passwordHash: await hashPassword('worker password 1'),
      role: 'candidate',
      emailVerifiedAt: t.clock.now(),
    })
    .returning({ id: users.id });
  const [first] = await db.select().from(candidates).orderBy(asc(candidates.id)).limit(1);
  const { id: _id, managedPosition: _position, ...copy } = first!;
  const [row] = await db
    .insert(candidates)
    .values({
      ...copy,
      name: `Job Worker ${workers}`,
      userId: user!.id,
      agencyId: null,
      publisherAgencyId: null,
      listingStatus: 'listed',
      isPublished: true,
      visible: true,
      isComplete: true,
      reconfirmedAt: t.clock.now(),
      ...profile,
    })
    .returning({ id: candidates.id });
  const token = await signIn(t.app, email, 'worker password 1');
  return {
    userId: user!.id,
    candidateId: row!.id,
    name: `Job Worker ${workers}`,
    call: (options: Parameters<typeof callAs>[2]) => callAs(t.app, token, options),
  };
}

const apply = (worker: Awaited<ReturnType<typeof newWorker>>, id: number, note?: string) =>
  worker.call({
    method: 'POST',
    url: `/api/jobs/${id}/applications`,
    payload: note === undefined ? {} : { note },
  });

const publicList = async (query = '') =>
  body<{ data: JobPostsPage }>(await t.app.inject({ method: 'GET', url: `/api/jobs${query}` }))
    .data;

describe('posting a job', () => {
  it('is for a verified family: she posts, and it waits for review off the public list', async () => {
    const family = await registerFamily(t.app, 'Mariam Al Falasi');
    const created = await post(family);
    expect(created).toMatchObject({
      status: 'in_review',
      position: 'Nanny',
      emirate: 'Dubai',
      salaryMinAed: 2000,
      salaryMaxAed: 2800,
      languages: ['English', 'Arabic'],
      applicationCount: 0,
      publishedAt: null,
      reviewReason: null,
    });
    const mine = await family.call({ method: 'GET', url: '/api/employer/jobs' });
    expect(body<{ data: { items: FamilyJobPost[] } }>(mine).data.items.map((p) => p.id)).toEqual([
      created.id,
    ]);
    expect((await publicList()).items.map((p) => p.id)).not.toContain(created.id);
    const page = await t.app.inject({ method: 'GET', url: `/api/jobs/${created.id}` });
    expect(page.statusCode).toBe(404);
  });

  it('refuses a family that has not verified her email, and every other role', async () => {
    const unverified = await registerUnverifiedFamily(t.app);
    const refused = await unverified.call({
      method: 'POST',
      url: '/api/employer/jobs',
      payload: terms(),
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).messageId).toBe('auth.verifyEmailFirst');

    const worker = await newWorker();
    for (const call of [
      (o: Parameters<typeof callAs>[2]) => asAdmin(o),
      (o: Parameters<typeof callAs>[2]) => callAs(t.app, agencyToken, o),
      worker.call,
    ]) {
      const answer = await call({ method: 'POST', url: '/api/employer/jobs', payload: terms() });
      expect(answer.statusCode).toBe(403);
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/employer/jobs',
      payload: terms(),
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('checks the terms: values of the lists, a salary band, a start from today', async () => {
    const family = await registerFamily(t.app);
    const bad = await family.call({
      method: 'POST',
      url: '/api/employer/jobs',
      payload: {
        ...terms(),
        position: 'Gardener',
        emirate: 'Muscat',
        salaryMinAed: 3000,
        salaryMaxAed: 2000,
        duties: '',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual(
      ['duties', 'emirate', 'position'].sort(),
    );
    const band = await family.call({
      method: 'POST',
      url: '/api/employer/jobs',
      payload: terms({ salaryMinAed: 3000, salaryMaxAed: 2000 }),
    });
    expect(band.statusCode).toBe(400);
    expect(Object.keys(errorOf(band).fields ?? {})).toEqual(['salaryMaxAed']);
    const past = await family.call({
      method: 'POST',
      url: '/api/employer/jobs',
      payload: terms({ startOn: uaeDay(addDays(t.clock.now(), -1)) }),
    });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).fields).toHaveProperty('startOn');
  });

  it('lets only its family edit, close or fill it; an edit goes back to review', async () => {
    const { family, post: open } = await openPost({ position: 'Cook' });
    const other = await registerFamily(t.app);
    for (const url of [
      `/api/employer/jobs/${open.id}/close`,
      `/api/employer/jobs/${open.id}/filled`,
    ])
      expect((await other.call({ method: 'POST', url })).statusCode).toBe(404);
    expect(
      (
        await other.call({
          method: 'PUT',
          url: `/api/employer/jobs/${open.id}`,
          payload: terms(),
        })
      ).statusCode,
    ).toBe(404);

    const edited = await family.call({
      method: 'PUT',
      url: `/api/employer/jobs/${open.id}`,
      payload: terms({ position: 'Cook', salaryMaxAed: 3500 }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(postOf(edited)).toMatchObject({ status: 'in_review', salaryMaxAed: 3500 });
    expect((await publicList()).items.map((p) => p.id)).not.toContain(open.id);

    expect((await decide(open.id, { decision: 'approve' })).statusCode).toBe(200);
    const closed = await family.call({
      method: 'POST',
      url: `/api/employer/jobs/${open.id}/close`,
    });
    expect(postOf(closed).status).toBe('closed');
    expect((await publicList()).items.map((p) => p.id)).not.toContain(open.id);
    const again = await family.call({ method: 'POST', url: `/api/employer/jobs/${open.id}/close` });
    expect(again.statusCode).toBe(409);
    const editClosed = await family.call({
      method: 'PUT',
      url: `/api/employer/jobs/${open.id}`,
      payload: terms(),
    });
    expect(editClosed.statusCode).toBe(409);
    const filled = await family.call({
      method: 'POST',
      url: `/api/employer/jobs/${open.id}/filled`,
    });
    expect(postOf(filled).status).toBe('filled');
  });
});

describe('the admin review', () => {
  it('lists posts waiting first come, first served, with their family', async () => {
    const family = await registerFamily(t.app, 'Hessa Al Qasimi');
    const first = await post(family);
    const second = await post(family, { position: 'Driver' });
    const queue = await asAdmin({ method: 'GET', url: '/api/admin/moderation/job-posts' });
    expect(queue.statusCode).toBe(200);
    const items = body<{ data: { items: JobPostReview[] } }>(queue).data.items;
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const paged = await asAdmin({
      method: 'GET',
      url: `/api/admin/moderation/job-posts?pageSize=1&page=${ids.indexOf(second.id) + 1}`,
    });
    const page = body<{ data: { items: JobPostReview[]; total: number } }>(paged).data;
    expect(page.items.map((item) => item.id)).toEqual([second.id]);
    expect(page.total).toBe(items.length);
    expect(items.find((item) => item.id === first.id)?.family).toEqual({
      id: family.id,
      name: 'Hessa Al Qasimi',
      email: family.email,
    });
    for (const token of [agencyToken, family.token]) {
      const refused = await callAs(t.app, token, {
        method: 'GET',
        url: '/api/admin/moderation/job-posts',
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('approves (listed, the family told), rejects or asks for changes with a reason', async () => {
    const family = await registerFamily(t.app);
    const approveMe = await post(family);
    const rejectMe = await post(family);
    const changeMe = await post(family);

    const approved = await decide(approveMe.id, { decision: 'approve' });
    expect(body<{ data: { jobPost: JobPostReview } }>(approved).data.jobPost).toMatchObject({
      status: 'open',
      reviewReason: null,
    });
    const listed = await t.app.inject({ method: 'GET', url: `/api/jobs/${approveMe.id}` });
    expect(listed.statusCode).toBe(200);

    const noReason = await decide(rejectMe.id, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await decide(rejectMe.id, { decision: 'reject', reason: 'Asks for a fee' });
    expect(postOf(rejected)).toMatchObject({ status: 'rejected', reviewReason: 'Asks for a fee' });
    const changes = await decide(changeMe.id, {
      decision: 'request_changes',
      reason: 'Give the salary in AED a month',
    });
    expect(postOf(changes).status).toBe('changes_requested');
    expect((await decide(approveMe.id, { decision: 'approve' })).statusCode).toBe(409);

    // A rejected post, edited, goes back to the queue.
    const resubmitted = await family.call({
      method: 'PUT',
      url: `/api/employer/jobs/${changeMe.id}`,
      payload: terms({ salaryMinAed: 2200 }),
    });
    expect(postOf(resubmitted)).toMatchObject({ status: 'in_review', reviewReason: null });

    const told = await t.database.db.select().from(events);
    const toFamily = told.filter(
      (event) => event.recipientIds.includes(family.id) && event.type.startsWith('job_post.'),
    );
    expect(toFamily.map((event) => event.type).sort()).toEqual(
      ['job_post.approved', 'job_post.changes_requested', 'job_post.rejected'].sort(),
    );
    expect(toFamily.find((e) => e.type === 'job_post.rejected')?.params).toMatchObject({
      reason: 'Asks for a fee',
    });
    const recorded = await t.database.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.targetType, 'job_post'));
    expect(recorded.filter((row) => row.targetId === rejectMe.id).map((r) => r.action)).toEqual([
      'reject',
    ]);
  });

  it('refuses a decision on a version the admin did not read: an edit since is not approved', async () => {
    const family = await registerFamily(t.app);
    const waiting = await post(family, { position: 'Cook', workType: 'Part-time' });
    const queue = await asAdmin({
      method: 'GET',
      url: '/api/admin/moderation/job-posts?pageSize=100',
    });
    const read = body<{ data: { items: JobPostReview[] } }>(queue).data.items.find(
      (item) => item.id === waiting.id,
    );
    expect(read?.updatedAt).toBe(await versionOf(waiting.id));

    // The family edits it while it waits (in the same instant, even): it stays in review.
    const edited = await family.call({
      method: 'PUT',
      url: `/api/employer/jobs/${waiting.id}`,
      payload: terms({ position: 'Cook', workType: 'Part-time', duties: 'Pay a deposit first.' }),
    });
    expect(postOf(edited).status).toBe('in_review');

    const stale = await decideAs(waiting.id, { decision: 'approve', updatedAt: read!.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).messageId).toBe('jobPosts.changedSinceRead');
    const withoutVersion = await decideAs(waiting.id, { decision: 'approve' });
    expect(withoutVersion.statusCode).toBe(400);

    const [row] = await t.database.db.select().from(jobPosts).where(eq(jobPosts.id, waiting.id));
    expect(row).toMatchObject({ status: 'in_review', publishedAt: null, decidedBy: null });
    await runJobPostMatches({ db: t.database.db, clock: t.clock, jobs: idleQueue });
    const told = await t.database.db.select().from(events);
    expect(told.filter((event) => event.link === `/jobs/${waiting.id}`)).toEqual([]);
    expect(
      told.filter(
        (event) => event.recipientIds.includes(family.id) && event.type.startsWith('job_post.'),
      ),
    ).toEqual([]);

    // Read again, the edit can be decided.
    const fresh = await decideAs(waiting.id, {
      decision: 'reject',
      reason: 'Asks for a fee',
      updatedAt: await versionOf(waiting.id),
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });
});

describe('the public list', () => {
  it('lists only approved, open jobs, newest first, by position, emirate and work type', async () => {
    const { post: sharjahCook } = await openPost({
      position: 'Cook',
      emirate: 'Sharjah',
      workType: 'Live-out',
    });
    t.clock.advance(60_000);
    const { post: ajmanDriver } = await openPost({
      position: 'Driver',
      emirate: 'Ajman',
      workType: 'Part-time',
    });
    const family = await registerFamily(t.app);
    const waiting = await post(family, { position: 'Cook', emirate: 'Sharjah' });

    const all = await publicList('?pageSize=100');
    const ids = all.items.map((p) => p.id);
    expect(ids.indexOf(ajmanDriver.id)).toBeLessThan(ids.indexOf(sharjahCook.id));
    expect(ids).not.toContain(waiting.id);
    expect(all.items[0]).not.toHaveProperty('family');

    const cooks = await publicList('?position=Cook&emirate=Sharjah&workType=Live-out');
    expect(cooks.items.map((p) => p.id)).toContain(sharjahCook.id);
    expect(cooks.items.every((p) => p.position === 'Cook' && p.emirate === 'Sharjah')).toBe(true);
    expect(cooks.total).toBe(cooks.items.length);
    expect((await publicList('?emirate=Ajman')).items.map((p) => p.id)).not.toContain(
      sharjahCook.id,
    );

    const paged = await publicList('?pageSize=1&page=2');
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(paged.items).toHaveLength(1);

    const unknown = await t.app.inject({ method: 'GET', url: '/api/jobs?emirate=Muscat' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('applying', () => {
  it('puts a listed worker on the family pipeline marked applied, with her note, once', async () => {
    const { family, post: open } = await openPost();
    const worker = await newWorker();
    const applied = await apply(worker, open.id, 'I cared for twins for 4 years in Dubai.');
    expect(applied.statusCode, applied.body).toBe(201);
    const application = body<{ data: { application: JobApplication } }>(applied).data.application;
    expect(application).toMatchObject({
      note: 'I cared for twins for 4 years in Dubai.',
      jobPost: { id: open.id, status: 'open' },
    });

    const pipeline = await family.call({ method: 'GET', url: '/api/employer/pipeline' });
    const rows = body<{ data: { items: EmployerPipelineCandidate[] } }>(pipeline).data.items;
    const row = rows.find((r) => r.candidateId === worker.candidateId);
    expect(row).toMatchObject({
      status: 'shortlisted',
      application: {
        id: application.id,
        jobPostId: open.id,
        position: 'Nanny',
        emirate: 'Dubai',
        note: 'I cared for twins for 4 years in Dubai.',
      },
    });
    // She moves on as any row of the pipeline.
    const moved = await family.call({
      method: 'PATCH',
      url: `/api/employer/pipeline/${row!.id}`,
      payload: { status: 'rejected' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      body<{ data: { candidate: EmployerPipelineCandidate } }>(moved).data.candidate,
    ).toMatchObject({ status: 'rejected', application: { jobPostId: open.id } });

    const twice = await apply(worker, open.id, 'Again');
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).messageId).toBe('jobPosts.alreadyApplied');

    const mine = await worker.call({ method: 'GET', url: '/api/candidate/job-applications' });
    expect(body<{ data: { items: JobApplication[] } }>(mine).data.items.map((a) => a.id)).toEqual([
      application.id,
    ]);
    const mineListed = await family.call({ method: 'GET', url: '/api/employer/jobs' });
    expect(
      body<{ data: { items: FamilyJobPost[] } }>(mineListed).data.items[0]?.applicationCount,
    ).toBe(1);

    const told = await t.database.db
      .select()
      .from(events)
      .where(eq(events.type, 'job_post.applied'));
    expect(told.filter((e) => e.recipientIds.includes(family.id))).toHaveLength(1);
  });

  it("shows the note as messages are shown: numbers masked without a plan, the guard's warning", async () => {
    const { family, post: open } = await openPost();
    const asks = await newWorker();
    const links = await newWorker();
    const plain = await newWorker();
    const asking = 'Call me on +971 50 987 6543. Send AED 1,500 deposit by Western Union first.';
    expect((await apply(asks, open.id, asking)).statusCode).toBe(201);
    expect((await apply(links, open.id, 'My references: https://example.com/me')).statusCode).toBe(
      201,
    );
    expect((await apply(plain, open.id, 'I cook Arabic and Indian dishes.')).statusCode).toBe(201);

    const applicationOf = async (worker: { candidateId: number }) => {
      const pipeline = await family.call({ method: 'GET', url: '/api/employer/pipeline' });
      const rows = body<{ data: { items: EmployerPipelineCandidate[] } }>(pipeline).data.items;
      return rows.find((r) => r.candidateId === worker.candidateId)?.application;
    };
    const masked = await applicationOf(asks);
    expect(masked?.note).not.toMatch(/987|6543/);
    expect(masked?.note).toContain('deposit');
    expect(masked?.warning).toEqual({ asksForMoney: true, hasLink: false });
    expect((await applicationOf(links))?.warning).toEqual({ asksForMoney: false, hasLink: true });
    expect(await applicationOf(plain)).toMatchObject({
      note: 'I cook Arabic and Indian dishes.',
      warning: null,
    });

    // With a running plan the family reads the number; the warning stays.
    await ensurePlan(t, family);
    expect(await applicationOf(asks)).toMatchObject({
      note: asking,
      warning: { asksForMoney: true, hasLink: false },
    });
  });

  it("shows her a job's terms only while it is listed: an edit waiting for review is not", async () => {
    const { family, post: open } = await openPost({ position: 'Driver', emirate: 'Ajman' });
    const worker = await newWorker();
    expect((await apply(worker, open.id, 'I drive in Ajman.')).statusCode).toBe(201);
    const mine = async () =>
      body<{ data: { items: JobApplication[] } }>(
        await worker.call({ method: 'GET', url: '/api/candidate/job-applications' }),
      ).data.items[0]!.jobPost;
    expect(await mine()).toMatchObject({ id: open.id, status: 'open', duties: open.duties });

    const edited = await family.call({
      method: 'PUT',
      url: `/api/employer/jobs/${open.id}`,
      payload: terms({ position: 'Driver', emirate: 'Ajman', duties: 'Unreviewed new duties' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const { id, status, position, emirate, ...withheld } = await mine();
    expect({ id, status, position, emirate }).toEqual({
      id: open.id,
      status: 'in_review',
      position: 'Driver',
      emirate: 'Ajman',
    });
    // Every other term, the new duties first, is withheld until an admin approves the edit.
    expect(Object.keys(withheld)).toHaveLength(9);
    expect(Object.values(withheld).filter((value) => value !== null)).toEqual([]);
  });

  it('adds the application to a row the family already has', async () => {
    const { family, post: open } = await openPost();
    const worker = await newWorker();
    await family.call({
      method: 'POST',
      url: '/api/employer/pipeline',
      payload: { candidateId: worker.candidateId },
    });
    expect((await apply(worker, open.id)).statusCode).toBe(201);
    const rows = body<{ data: { items: EmployerPipelineCandidate[] } }>(
      await family.call({ method: 'GET', url: '/api/employer/pipeline' }),
    ).data.items;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ candidateId: worker.candidateId, application: { note: null } });
  });

  it('refuses a closed or filled job, a job not listed, and a note too long', async () => {
    const { family, post: open } = await openPost();
    const worker = await newWorker();
    const long = await apply(worker, open.id, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields).toHaveProperty('note');

    await family.call({ method: 'POST', url: `/api/employer/jobs/${open.id}/close` });
    const closed = await apply(worker, open.id, 'Hello');
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).messageId).toBe('jobPosts.noLongerOpen');
    await family.call({ method: 'POST', url: `/api/employer/jobs/${open.id}/filled` });
    expect(errorOf(await apply(worker, open.id)).messageId).toBe('jobPosts.noLongerOpen');

    const waiting = await post(family);
    expect((await apply(worker, waiting.id)).statusCode).toBe(404);
    expect((await apply(worker, 2_147_483_648)).statusCode).toBe(404);
  });

  it('refuses a worker whose profile is not listed, saying what to do', async () => {
    const { post: open } = await openPost();
    const draft = await newWorker({ listingStatus: 'in_review', isPublished: false });
    const refused = await apply(draft, open.id, 'Please');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'conflict',
      messageId: 'jobPosts.profileNotListed',
    });
    expect(body<{ error: { message: string } }>(refused).error.message).toMatch(
      /submit it for review/,
    );
  });

  it('is for workers only: a family, an agency and an admin cannot apply', async () => {
    const { post: open } = await openPost();
    const family = await registerFamily(t.app);
    for (const token of [family.token, agencyToken, adminToken]) {
      const refused = await callAs(t.app, token, {
        method: 'POST',
        url: `/api/jobs/${open.id}/applications`,
        payload: {},
      });
      expect(refused.statusCode).toBe(403);
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${open.id}/applications`,
      payload: {},
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('telling matching workers', () => {
  it('tells the listed workers whose position, work type and emirate match, once, in one event', async () => {
    const match = { position: 'Cook', workType: 'Part-time', location: 'Fujairah, Dubai' } as const;
    const matching = await newWorker(match);
    const alsoMatching = await newWorker({ ...match, location: 'Fujairah' });
    const otherPosition = await newWorker({ ...match, position: 'Driver' });
    const otherWorkType = await newWorker({ ...match, workType: 'Live-in' });
    const otherEmirate = await newWorker({ ...match, location: 'Ajman' });
    const unlisted = await newWorker({ ...match, listingStatus: 'draft', isPublished: false });
    const byAgency = await newListedCandidate(t, match);

    const { family, post: open } = await openPost({
      position: 'Cook',
      workType: 'Part-time',
      emirate: 'Fujairah',
    });
    const run = () => runJobPostMatches({ db: t.database.db, clock: t.clock, jobs: idleQueue });
    expect(await run()).toBeGreaterThanOrEqual(1);
    expect(await run()).toBe(0);

    const told = await t.database.db
      .select()
      .from(events)
      .where(eq(events.type, 'job_post.matched'));
    const forPost = told.filter((event) => event.link === `/jobs/${open.id}`);
    expect(forPost).toHaveLength(1);
    const recipients = forPost[0]!.recipientIds;
    expect(recipients).toEqual(expect.arrayContaining([matching.userId, alsoMatching.userId]));
    for (const worker of [otherPosition, otherWorkType, otherEmirate, unlisted])
      expect(recipients).not.toContain(worker.userId);
    const agencyUsers = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.agencyId, byAgency.agencyId));
    for (const { id } of agencyUsers) expect(recipients).not.toContain(id);
    expect(forPost[0]!.params).toMatchObject({ position: 'Cook', emirate: 'Fujairah' });

    // An edit and a second approval tell nobody again.
    await family.call({
      method: 'PUT',
      url: `/api/employer/jobs/${open.id}`,
      payload: terms({ position: 'Cook', workType: 'Part-time', emirate: 'Fujairah' }),
    });
    expect((await decide(open.id, { decision: 'approve' })).statusCode).toBe(200);
    expect(await run()).toBe(0);
  });
});
