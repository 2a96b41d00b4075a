import type {
  AdminHireReviewsAnswer,
  HireToReview,
  PublishedReviewsAnswer,
} from '@bayti/data/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import {
  agencies,
  candidates,
  events,
  hireReviews,
  moderationActions,
  users,
} from '../../db/schema';
import { runHireReviews } from '../../jobs/hire-reviews';
import { idleQueue } from '../../jobs/queue';
import { callAs, registerFamily, type TestFamily } from '../../test/families';
import { body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';
import { hireCandidate, newListedCandidate } from '../../test/hiring';
import { testDatabaseKind } from '../../test/test-database';
import { uaeDay } from '../../uae-calendar';

const DAY_MS = 24 * 60 * 60 * 1000;
const WORKER_PASSWORD = 'reviewing worker password';

let t: TestApp;
let admin: string;
let counter = 0;
const families: TestFamily[] = [];
const workers: { email: string; token: string }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, demoEmail('admin'));
});
afterAll(() => t.close());

/** Moves the clock; every session of the file signs in again (sessions end after 30 days). */
async function advanceDays(days: number) {
  t.clock.advance(days * DAY_MS);
  for (const family of families) await family.renew();
  for (const worker of workers) worker.token = await signIn(t.app, worker.email, WORKER_PASSWORD);
  admin = await signIn(t.app, demoEmail('admin'));
}

const runJob = () => runHireReviews({ db: t.database.db, clock: t.clock, jobs: idleQueue });
const errorOf = (response: LightMyRequestResponse) =>
  body<{ error: { code: string; messageId: string; fields?: Record<string, string> } }>(response)
    .error;

async function newFamily(name = 'Amal Al Mansouri') {
  const family = await registerFamily(t.app, name);
  families.push(family);
  return family;
}

/** A worker account that manages the profile (she rates the family). */
async function workerAccountFor(candidateId: number, name = 'Grace Wanjiru') {
  counter += 1;
  const email = `reviewing-worker-${counter}-${Date.now()}@example.com`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      name,
      email,
      passwordHash: await hashPassword(WORKER_PASSWORD),
      role: 'candidate',
      emailVerifiedAt: t.clock.now(),
    })
    .returning({ id: users.id });
  await t.database.db
    .update(candidates)
    .set({ userId: user!.id })
    .where(eq(candidates.id, candidateId));
  const worker = { id: user!.id, email, token: await signIn(t.app, email, WORKER_PASSWORD) };
  workers.push(worker);
  return worker;
}

/**
 * A family hires a new agency-listed worker through an offer starting in 7 days (listed by a new
 * agency, or by `agencyId`).
 */
async function hired(
  options: { withWorker?: boolean; familyName?: string; agencyId?: number } = {},
) {
  const family = await newFamily(options.familyName);
  // A new profile has no reviews (the helper copies a seeded one, average and count included).
  const candidate = await newListedCandidate(t, {
    rating: 0,
    reviewCount: 0,
    ...(options.agencyId === undefined
      ? {}
      : { agencyId: options.agencyId, publisherAgencyId: options.agencyId }),
  });
  if (options.agencyId !== undefined) candidate.agencyId = options.agencyId;
  const hire = { ...(await hireCandidate(t, family, candidate.id)), candidate };
  const worker = options.withWorker === false ? null : await workerAccountFor(hire.candidate.id);
  return { family, worker, ...hire };
}

const familyList = async (family: TestFamily) => {
  const response = await family.call({ method: 'GET', url: '/api/employer/hire-reviews' });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: { items: HireToReview[] } }>(response).data.items;
};
const workerList = async (token: string) => {
  const response = await callAs(t.app, token, {
    method: 'GET',
    url: '/api/candidate/hire-reviews',
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: { items: HireToReview[] } }>(response).data.items;
};
const familyWrites = (family: TestFamily, id: number, payload: object) =>
  family.call({ method: 'POST', url: `/api/employer/hire-reviews/${id}`, payload });
const workerWrites = (token: string, id: number, payload: object) =>
  callAs(t.app, token, { method: 'POST', url: `/api/candidate/hire-reviews/${id}`, payload });

const GOOD = 'Kind with the children and always on time, we were very happy.';
const rating = (stars: number, text = GOOD) => ({ stars, text });

/** Public reviews of a worker: her profile answers only while she is listed, so she is. */
async function publicReviewsOf(candidateId: number) {
  await t.database.db
    .update(candidates)
    .set({ listingStatus: 'listed', isPublished: true })
    .where(eq(candidates.id, candidateId));
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/candidates/${candidateId}/reviews`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: PublishedReviewsAnswer }>(response).data;
}
const agencyReviewsOf = async (agencyId: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/agency-pages/${agencyId}/reviews`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: PublishedReviewsAnswer }>(response).data;
};
const eventsOf = (type: string, recipient: number) =>
  t.database.db
    .select()
    .from(events)
    .where(eq(events.type, type as never))
    .then((rows) => rows.filter((row) => row.recipientIds.includes(recipient)));

/** A hire opened for review: 37 days on, work started 30 days ago. */
async function opened(options: Parameters<typeof hired>[0] = {}) {
  const hire = await hired(options);
  await advanceDays(37);
  await runJob();
  const [item] = await familyList(hire.family);
  expect(item).toBeDefined();
  return { ...hire, reviewable: item! };
}

describe('when a hire becomes reviewable', () => {
  it('opens 30 days after the start of work, not before, and asks both sides once', async () => {
    const { family, worker, candidate } = await hired();
    // The offer starts in 7 days: 36 days on, work started 29 days ago.
    await advanceDays(36);
    await runJob();
    expect(await familyList(family)).toEqual([]);
    expect(await workerList(worker!.token)).toEqual([]);

    await advanceDays(1);
    await runJob();
    await runJob();
    const [item] = await familyList(family);
    expect(item).toMatchObject({
      candidate: { id: candidate.id, name: candidate.name },
      agency: { id: candidate.agencyId },
      subjects: ['worker', 'agency'],
      written: [],
      received: [],
      publishedAt: null,
    });
    expect(Date.parse(item!.publishesAt) - Date.parse(item!.openedAt)).toBe(14 * DAY_MS);
    const [workerItem] = await workerList(worker!.token);
    expect(workerItem).toMatchObject({
      id: item!.id,
      subjects: ['family'],
      family: { name: 'Amal Al Mansouri' },
    });

    const toFamily = await eventsOf('review.requested', family.id);
    expect(toFamily).toHaveLength(1);
    expect(toFamily[0]).toMatchObject({
      link: '/dashboard/employer/recruitments/reviews',
      params: { candidate: candidate.name, to: 'family' },
    });
    const toWorker = await eventsOf('review.requested', worker!.id);
    expect(toWorker).toHaveLength(1);
    expect(toWorker[0]!.link).toBe('/dashboard/candidate/offers/reviews');
  });

  it('opens sooner when she was returned during probation', async () => {
    const { family, row } = await hired();
    // Work starts in 7 days; she is returned 10 days after it started.
    await advanceDays(17);
    const returned = await family.call({
      method: 'PATCH',
      url: `/api/employer/pipeline/${row.id}`,
      payload: {
        status: 'returned',
        returnedOn: uaeDay(t.clock.now()),
        returnReason: 'competency',
      },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    await runJob();
    expect(await familyList(family)).toHaveLength(1);
  });

  it('refuses a review before the hire is reviewable: there is nothing to write to', async () => {
    const { family } = await hired();
    await runJob();
    expect(await familyList(family)).toEqual([]);
    const response = await familyWrites(family, 2_000_000, { worker: rating(5) });
    expect(response.statusCode).toBe(404);
  });
});

describe('writing a review', () => {
  it('keeps each side to one review per hire, with the agency rated when one listed her', async () => {
    const { family, worker, reviewable } = await opened();
    const withoutAgency = await familyWrites(family, reviewable.id, { worker: rating(5) });
    expect(withoutAgency.statusCode).toBe(400);
    expect(errorOf(withoutAgency).fields).toHaveProperty('agency');
    const tooShort = await familyWrites(family, reviewable.id, {
      worker: rating(5, 'Good.'),
      agency: rating(4),
    });
    expect(tooShort.statusCode).toBe(400);
    expect(errorOf(tooShort).fields).toHaveProperty(['worker.text']);
    const sixStars = await familyWrites(family, reviewable.id, {
      worker: rating(6),
      agency: rating(4),
    });
    expect(sixStars.statusCode).toBe(400);

    const written = await familyWrites(family, reviewable.id, {
      worker: rating(5),
      agency: rating(4, 'The agency answered every question and sent the papers fast.'),
    });
    expect(written.statusCode, written.body).toBe(201);
    const hire = body<{ data: { hire: HireToReview } }>(written).data.hire;
    expect(hire.written.map((r) => [r.subject, r.stars, r.state])).toEqual([
      ['worker', 5, 'waiting'],
      ['agency', 4, 'waiting'],
    ]);

    const again = await familyWrites(family, reviewable.id, {
      worker: rating(1),
      agency: rating(1),
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).messageId).toBe('hireReviews.alreadyWritten');

    const workerOnce = await workerWrites(worker!.token, reviewable.id, { family: rating(5) });
    expect(workerOnce.statusCode, workerOnce.body).toBe(201);
    const workerTwice = await workerWrites(worker!.token, reviewable.id, { family: rating(2) });
    expect(workerTwice.statusCode).toBe(409);
  });

  it("lets only the hire's family and worker write, and nobody else read a draft", async () => {
    const { family, worker, reviewable, candidate } = await opened();
    const otherFamily = await newFamily('Other Family');
    const payload = { worker: rating(1), agency: rating(1) };
    expect((await familyWrites(otherFamily, reviewable.id, payload)).statusCode).toBe(404);
    expect(await familyList(otherFamily)).toEqual([]);

    const otherCandidate = await newListedCandidate(t);
    const otherWorker = await workerAccountFor(otherCandidate.id, 'Other Worker');
    expect(
      (await workerWrites(otherWorker.token, reviewable.id, { family: rating(1) })).statusCode,
    ).toBe(404);
    expect(await workerList(otherWorker.token)).toEqual([]);
    // An agency is rated; it writes nothing.
    const asAgency = await callAs(t.app, await signIn(t.app, demoEmail('agency')), {
      method: 'POST',
      url: `/api/candidate/hire-reviews/${reviewable.id}`,
      payload: { family: rating(1) },
    });
    expect(asAgency.statusCode).toBe(403);
    // A worker cannot write the family's side, nor a family the worker's.
    expect(
      (await workerWrites(family.token, reviewable.id, { family: rating(1) })).statusCode,
    ).toBe(403);

    expect(
      (await familyWrites(family, reviewable.id, { worker: rating(2), agency: rating(3) }))
        .statusCode,
    ).toBe(201);
    // The family's draft: not public, not the worker's to read, not in the admins' list.
    expect((await publicReviewsOf(candidate.id)).items).toEqual([]);
    const [workerItem] = await workerList(worker!.token);
    expect(workerItem!.received).toEqual([]);
    expect(workerItem!.written).toEqual([]);
    const adminList = await callAs(t.app, admin, {
      method: 'GET',
      url: '/api/admin/moderation/hire-reviews',
    });
    const listed = body<{ data: AdminHireReviewsAnswer }>(adminList).data.items;
    expect(listed.some((r) => r.about.id === candidate.id)).toBe(false);
  });
});

describe('publishing', () => {
  it('publishes when both sides have written: public, counted, and each reviewed side told', async () => {
    const { family, worker, reviewable, candidate } = await opened();
    expect(await publicReviewsOf(candidate.id)).toEqual({
      summary: { average: null, count: 0 },
      items: [],
    });
    await familyWrites(family, reviewable.id, {
      worker: rating(4),
      agency: rating(5, 'The agency answered every question and sent the papers fast.'),
    });
    expect((await publicReviewsOf(candidate.id)).summary.count).toBe(0);

    const answered = await workerWrites(worker!.token, reviewable.id, {
      family: rating(5, 'A respectful family who gave me my day off every week.'),
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const hire = body<{ data: { hire: HireToReview } }>(answered).data.hire;
    expect(hire.publishedAt).not.toBeNull();
    expect(hire.written[0]!.state).toBe('published');
    expect(hire.received).toMatchObject([{ subject: 'worker', stars: 4, author: 'Amal M.' }]);

    const profile = await publicReviewsOf(candidate.id);
    expect(profile.summary).toEqual({ average: 4, count: 1 });
    expect(profile.items).toEqual([
      {
        id: expect.any(Number),
        subject: 'worker',
        stars: 4,
        text: GOOD,
        author: 'Amal M.',
        month: uaeDay(t.clock.now()).slice(0, 7),
      },
    ]);
    expect((await agencyReviewsOf(candidate.agencyId)).summary).toEqual({ average: 5, count: 1 });
    const [familyItem] = await familyList(family);
    expect(familyItem!.received).toMatchObject([
      { subject: 'family', stars: 5, author: 'Grace W.' },
    ]);
    // The candidate's row keeps the average for the lists.
    const [row] = await t.database.db
      .select({ rating: candidates.rating, count: candidates.reviewCount })
      .from(candidates)
      .where(eq(candidates.id, candidate.id));
    expect(row).toEqual({ rating: 4, count: 1 });

    expect(await eventsOf('review.published', family.id)).toMatchObject([
      { params: { subject: 'family', stars: 5 } },
    ]);
    const [owner] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.agencyId, candidate.agencyId), eq(users.role, 'agency')));
    const toAgency = await eventsOf('review.published', owner!.id);
    expect(toAgency.map((e) => (e.params as { subject: string }).subject).sort()).toEqual([
      'agency',
      'worker',
    ]);
    // Published, the hire takes no more reviews.
    const late = await workerWrites(worker!.token, reviewable.id, { family: rating(1) });
    expect(late.statusCode).toBe(409);
  });

  it('publishes what was written 14 days after it opened, when the other side never wrote', async () => {
    const { family, worker, reviewable, candidate } = await opened();
    await familyWrites(family, reviewable.id, { worker: rating(3), agency: rating(4) });
    await advanceDays(13);
    await runJob();
    expect((await publicReviewsOf(candidate.id)).summary.count).toBe(0);
    await advanceDays(1);
    await runJob();
    expect((await publicReviewsOf(candidate.id)).summary).toEqual({ average: 3, count: 1 });
    const [item] = await workerList(worker!.token);
    expect(item!.publishedAt).not.toBeNull();
    expect(item!.received).toMatchObject([{ stars: 3 }]);
    const closed = await workerWrites(worker!.token, reviewable.id, { family: rating(5) });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).messageId).toBe('hireReviews.closed');
  });

  it('takes no more reviews 14 days after it opened, even before the job has published', async () => {
    const { family, worker, reviewable } = await opened();
    // One second before the 14 days are over, the worker may still write; at 14 days, the family
    // may not, though the hourly job has not published yet.
    await advanceDays(14);
    t.clock.advance(-1000);
    const inTime = await workerWrites(worker!.token, reviewable.id, { family: rating(5) });
    expect(inTime.statusCode, inTime.body).toBe(201);
    t.clock.advance(1000);
    const late = await familyWrites(family, reviewable.id, {
      worker: rating(1),
      agency: rating(1),
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).messageId).toBe('hireReviews.closed');
    // Nothing was stored: the job then publishes the worker's review alone.
    await runJob();
    const [item] = await workerList(worker!.token);
    expect(item!.publishedAt).not.toBeNull();
    expect(item!.received).toEqual([]);
    expect(item!.written).toMatchObject([{ subject: 'family', state: 'published' }]);
  });

  it("publishes the family's review at once when nobody writes on the worker's side", async () => {
    const { family, reviewable, candidate } = await opened({ withWorker: false });
    const written = await familyWrites(family, reviewable.id, {
      worker: rating(5),
      agency: rating(5),
    });
    expect(body<{ data: { hire: HireToReview } }>(written).data.hire.publishedAt).not.toBeNull();
    expect((await publicReviewsOf(candidate.id)).summary).toEqual({ average: 5, count: 1 });
  });
});

// Two connections at once: PGlite has one, so the race is PostgreSQL's alone.
if (testDatabaseKind() === 'postgres') {
  describe('publishing and hiding at once', () => {
    // Every change of a candidate row waits for the others (the list's version), so a hiding,
    // which changes no candidate, is what meets a publication at the agency's row.
    it("keeps an agency's count and average right when one review is published as another is hidden", async () => {
      // Two hires of workers one agency listed, open for review together.
      const one = await hired({ withWorker: false });
      const agencyId = one.candidate.agencyId;
      const two = await hired({ withWorker: false, agencyId });
      await advanceDays(37);
      await runJob();
      const reviewables = await Promise.all(
        [one, two].map(async (hire) => {
          const [reviewable] = await familyList(hire.family);
          return { ...hire, reviewable: reviewable! };
        }),
      );
      const [first, second] = [reviewables[0]!, reviewables[1]!];
      const written = await familyWrites(first.family, first.reviewable.id, {
        worker: rating(5),
        agency: rating(5),
      });
      expect(written.statusCode, written.body).toBe(201);
      const [hiddenOne] = await t.database.db
        .select({ id: hireReviews.id })
        .from(hireReviews)
        .where(
          and(
            eq(hireReviews.reviewableHireId, first.reviewable.id),
            eq(hireReviews.subject, 'agency'),
          ),
        );
      // A third connection holds the agency's row, so the publication and the hiding reach it before either
      // commits (each recomputing from what it can see), then lets them go. Its own connection:
      // the app's pool is small (the live hub keeps one).
      const holder = new pg.Client({ connectionString: t.database.url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from agencies where id = $1 for no key update', [agencyId]);
        const writes = Promise.all([
          callAs(t.app, admin, {
            method: 'POST',
            url: `/api/admin/moderation/hire-reviews/${hiddenOne!.id}/hide`,
            payload: { reason: 'Insults' },
          }),
          familyWrites(second.family, second.reviewable.id, {
            worker: rating(4),
            agency: rating(2),
          }),
        ]);
        let blocked = 0;
        const deadline = Date.now() + 10_000;
        while (blocked < 2 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          const waiting = await holder.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          blocked = waiting.rows[0]!.n;
        }
        await holder.query('commit');
        const [hidden, published] = await writes;
        expect(hidden.statusCode, hidden.body).toBe(200);
        expect(published.statusCode, published.body).toBe(201);
        expect(blocked).toBe(2);
      } finally {
        await holder.end();
      }

      const [row] = await t.database.db
        .select({ rating: agencies.rating, count: agencies.reviewCount })
        .from(agencies)
        .where(eq(agencies.id, agencyId));
      expect(row).toEqual({ rating: 2, count: 1 });
    });
  });
}

describe('hiding a review', () => {
  it('needs a reason, takes the review out of the average and the count, and is audited', async () => {
    const { family, worker, reviewable, candidate } = await opened();
    await familyWrites(family, reviewable.id, {
      worker: rating(1, 'Rude words about her I will not repeat here.'),
      agency: rating(5),
    });
    await workerWrites(worker!.token, reviewable.id, { family: rating(4) });
    const published = await publicReviewsOf(candidate.id);
    expect(published.summary).toEqual({ average: 1, count: 1 });
    const reviewId = published.items[0]!.id;

    const list = body<{ data: AdminHireReviewsAnswer }>(
      await callAs(t.app, admin, { method: 'GET', url: '/api/admin/moderation/hire-reviews' }),
    ).data;
    // Newest first: the worker's, the agency's and this one were published together.
    expect(list.items.map((r) => r.id)).toEqual(
      [...list.items.map((r) => r.id)].sort((a, b) => b - a),
    );
    expect(list.items.find((r) => r.id === reviewId)).toMatchObject({
      about: { id: candidate.id, name: candidate.name },
      hidden: null,
    });

    const hide = (payload: object) =>
      callAs(t.app, admin, {
        method: 'POST',
        url: `/api/admin/moderation/hire-reviews/${reviewId}/hide`,
        payload,
      });
    const noReason = await hide({ reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).fields).toHaveProperty('reason');
    expect((await hide({})).statusCode).toBe(400);

    const hidden = await hide({ reason: 'Insults' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(body<{ data: { review: { hidden: object } } }>(hidden).data.review.hidden).toMatchObject(
      {
        reason: 'Insults',
        by: expect.any(String),
      },
    );
    expect(await publicReviewsOf(candidate.id)).toEqual({
      summary: { average: null, count: 0 },
      items: [],
    });
    expect((await hide({ reason: 'Again' })).statusCode).toBe(409);
    const [action] = await t.database.db
      .select()
      .from(moderationActions)
      .where(
        and(
          eq(moderationActions.targetType, 'hire_review'),
          eq(moderationActions.targetId, reviewId),
        ),
      );
    expect(action).toMatchObject({ action: 'hide', reason: 'Insults', after: { hidden: true } });
    // Hidden, her review is gone from the worker's reading too.
    const [item] = await workerList(worker!.token);
    expect(item!.received).toEqual([]);
    const [familyItem] = await familyList(family);
    expect(familyItem!.written.find((r) => r.subject === 'worker')!.state).toBe('hidden');
  });

  it('is for admins only, and only of published reviews', async () => {
    const { family, reviewable } = await opened();
    await familyWrites(family, reviewable.id, { worker: rating(2), agency: rating(2) });
    // The family's unpublished review, which the admins do not see either.
    const [draft] = await t.database.db
      .select({ id: hireReviews.id })
      .from(hireReviews)
      .where(eq(hireReviews.reviewableHireId, reviewable.id));
    const asAdmin = await callAs(t.app, admin, {
      method: 'POST',
      url: `/api/admin/moderation/hire-reviews/${draft!.id}/hide`,
      payload: { reason: 'Abuse' },
    });
    expect(asAdmin.statusCode).toBe(404);
    const asFamily = await family.call({
      method: 'POST',
      url: `/api/admin/moderation/hire-reviews/${draft!.id}/hide`,
      payload: { reason: 'Abuse' },
    });
    expect(asFamily.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/moderation/hire-reviews' })).statusCode,
    ).toBe(401);
  });
});

describe('published reviews of a profile and an agency', () => {
  it('answers 404 for a worker who is not listed, or an agency that does not exist', async () => {
    const candidate = await newListedCandidate(t);
    await t.database.db
      .update(candidates)
      .set({ listingStatus: 'hidden', isPublished: false })
      .where(eq(candidates.id, candidate.id));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/candidates/${candidate.id}/reviews` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/agency-pages/999999/reviews' })).statusCode,
    ).toBe(404);
  });

  it('shows the seeded reviews of a demo worker: their average is her rating', async () => {
    const reviews = await publicReviewsOf(1);
    expect(reviews.summary.count).toBeGreaterThan(0);
    expect(reviews.summary.average).toBe(4.9);
    expect(reviews.items.length).toBeLessThanOrEqual(10);
    expect(reviews.items[0]).toMatchObject({ subject: 'worker', author: expect.any(String) });
  });
});
