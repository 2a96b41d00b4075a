import type { EmployerPipelineCandidate, Offer } from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, candidates, events, offers, recruitments } from '../../db/schema';
import { runOfferExpiry } from '../../jobs/offer-expiry';
import { registerFamily, type TestFamily } from '../../test/families';
import {
  bearer,
  body,
  demoEmail,
  signIn,
  startTestApp,
  testHandlesOf,
  type TestApp,
} from '../../test/harness';
import {
  agencyAnswers,
  ensurePlan,
  hireCandidate,
  hireThroughOffer,
  listingStatusOf,
  newListedCandidate,
  offerTerms,
  sendOffer,
  shortlist,
} from '../../test/hiring';
import { addDays, uaeDay } from '../../uae-calendar';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const offerOf = (response: LightMyRequestResponse) =>
  body<{ data: { offer: Offer } }>(response).data.offer;
const errorOf = (response: LightMyRequestResponse) =>
  body<{ error: { code: string; messageId: string; fields?: Record<string, string> } }>(response)
    .error;
const pipelineOf = async (family: TestFamily) =>
  body<{ data: { items: EmployerPipelineCandidate[] } }>(
    await family.call({ method: 'GET', url: '/api/employer/pipeline' }),
  ).data.items;
const eventsOf = async (type: string) =>
  t.database.db
    .select()
    .from(events)
    .where(eq(events.type, type as never));
const offerRow = async (id: number) =>
  (await t.database.db.select().from(offers).where(eq(offers.id, id)))[0]!;

/** A family with a plan and a fresh listed candidate on her list. */
async function familyAndCandidate() {
  const family = await registerFamily(t.app);
  await ensurePlan(t, family);
  const candidate = await newListedCandidate(t);
  const entry = await shortlist(family, candidate.id);
  return { family, candidate, entry };
}

describe('sending an offer', () => {
  it('sends the terms to the listing agency, which sees the offer pending for 7 days', async () => {
    const { family, candidate, entry } = await familyAndCandidate();
    const sent = await sendOffer(family, entry.id, offerTerms(t, { monthlySalaryAed: 2800 }));
    expect(sent.statusCode, sent.body).toBe(201);
    const offer = offerOf(sent);
    expect(offer).toMatchObject({
      status: 'pending',
      monthlySalaryAed: 2800,
      candidate: { id: candidate.id, name: candidate.name },
      family: { id: family.id, name: 'Test Family' },
    });
    expect(new Date(offer.expiresAt).getTime() - new Date(offer.sentAt).getTime()).toBe(7 * DAY_MS);

    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/agency/offers',
      headers: bearer(candidate.agencyToken),
    });
    expect(body<{ data: { items: Offer[] } }>(seen).data.items.map((o) => o.id)).toEqual([
      offer.id,
    ]);
    const told = (await eventsOf('offer.received')).at(-1)!;
    expect(told.params).toMatchObject({ candidate: candidate.name, salary: '2800' });
    expect(told.link).toBe('/dashboard/agency/offers');
    expect((await pipelineOf(family)).find((row) => row.id === entry.id)?.offer).toMatchObject({
      id: offer.id,
      status: 'pending',
    });
  });

  it('needs a running plan (403 plan_required), and nothing is sent', async () => {
    const family = await registerFamily(t.app);
    const candidate = await newListedCandidate(t);
    const entry = await shortlist(family, candidate.id);
    const sent = await sendOffer(family, entry.id, offerTerms(t));
    expect(sent.statusCode).toBe(403);
    expect(errorOf(sent).code).toBe('plan_required');
    expect(
      await t.database.db.select().from(offers).where(eq(offers.pipelineEntryId, entry.id)),
    ).toEqual([]);
  });

  it('never offers a worker under 18', async () => {
    const family = await registerFamily(t.app);
    await ensurePlan(t, family);
    const candidate = await newListedCandidate(t);
    const entry = await shortlist(family, candidate.id);
    // Her date of birth says 17 today (a profile changed after it was listed).
    const seventeen = `${Number(uaeDay(t.clock.now()).slice(0, 4)) - 17}-01-01`;
    await t.database.db
      .update(candidates)
      .set({ dateOfBirth: seventeen })
      .where(eq(candidates.id, candidate.id));
    const sent = await sendOffer(family, entry.id, offerTerms(t));
    expect(sent.statusCode).toBe(409);
    expect(errorOf(sent).messageId).toBe('offers.underAge');
  });

  it('refuses an offer her locked agency could not answer', async () => {
    const family = await registerFamily(t.app);
    await ensurePlan(t, family);
    const candidate = await newListedCandidate(t);
    const entry = await shortlist(family, candidate.id);
    await t.database.db
      .update(agencies)
      .set({ status: 'suspended' })
      .where(eq(agencies.id, candidate.agencyId));
    const sent = await sendOffer(family, entry.id, offerTerms(t));
    expect(sent.statusCode).toBe(409);
    expect(errorOf(sent).messageId).toBe('offers.agencyLocked');
  });

  it('refuses a second pending offer, a start in the past and one too far ahead', async () => {
    const { family, entry } = await familyAndCandidate();
    const past = await sendOffer(
      family,
      entry.id,
      offerTerms(t, { startOn: uaeDay(addDays(t.clock.now(), -1)) }),
    );
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).fields?.startOn).toBe('The start date cannot be before today.');
    const far = await sendOffer(
      family,
      entry.id,
      offerTerms(t, { startOn: uaeDay(addDays(t.clock.now(), 200)) }),
    );
    expect(far.statusCode).toBe(400);
    expect((await sendOffer(family, entry.id, offerTerms(t))).statusCode).toBe(201);
    const again = await sendOffer(family, entry.id, offerTerms(t));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).messageId).toBe('offers.alreadyPending');
  });

  it("answers 404 for another family's row and 400 for missing terms", async () => {
    const { entry } = await familyAndCandidate();
    const other = await registerFamily(t.app);
    await ensurePlan(t, other);
    expect((await sendOffer(other, entry.id, offerTerms(t))).statusCode).toBe(404);
    const missing = await other.call({
      method: 'POST',
      url: `/api/employer/pipeline/${entry.id}/offers`,
      payload: { position: 'Nanny' },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(errorOf(missing).fields ?? {})).toEqual(
      expect.arrayContaining(['monthlySalaryAed', 'startOn', 'accommodation']),
    );
  });

  it('no longer moves a row to hired by hand', async () => {
    const { family, entry } = await familyAndCandidate();
    const moved = await family.call({
      method: 'PATCH',
      url: `/api/employer/pipeline/${entry.id}`,
      payload: { status: 'hired' },
    });
    expect(moved.statusCode).toBe(409);
    expect(errorOf(moved).messageId).toBe('pipeline.hireByOffer');
  });
});

describe('answering an offer', () => {
  it('accepting hires her: her row, her recruitment, off the public list, others told', async () => {
    const { family, candidate, entry } = await familyAndCandidate();
    // Another family considers her too, with a pending offer of her own; a third only shortlisted.
    const rival = await registerFamily(t.app, 'Rival Family');
    await ensurePlan(t, rival);
    const rivalEntry = await shortlist(rival, candidate.id);
    const rivalOffer = offerOf(await sendOffer(rival, rivalEntry.id, offerTerms(t)));
    const watcher = await registerFamily(t.app, 'Watching Family');
    const watcherEntry = await shortlist(watcher, candidate.id);

    const offer = offerOf(await sendOffer(family, entry.id, offerTerms(t)));
    const accepted = await agencyAnswers(t, candidate.agencyToken, offer.id, { answer: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(offerOf(accepted).status).toBe('accepted');

    const row = (await pipelineOf(family)).find((r) => r.id === entry.id)!;
    expect(row).toMatchObject({ status: 'hired', available: true, hiredOn: uaeDay(t.clock.now()) });
    expect(
      await t.database.db
        .select()
        .from(recruitments)
        .where(eq(recruitments.pipelineEntryId, entry.id)),
    ).toHaveLength(1);
    expect(await listingStatusOf(t, candidate.id)).toBe('hired');
    const listed = await t.app.inject({ method: 'GET', url: `/api/candidates/${candidate.id}` });
    expect(listed.statusCode).toBe(404);

    expect((await offerRow(rivalOffer.id)).status).toBe('lapsed');
    for (const [other, otherEntry] of [
      [rival, rivalEntry],
      [watcher, watcherEntry],
    ] as const) {
      const otherRow = (await pipelineOf(other)).find((r) => r.id === otherEntry.id)!;
      expect(otherRow.available).toBe(false);
      // Only closing the row is left.
      const moved = await other.call({
        method: 'PATCH',
        url: `/api/employer/pipeline/${otherEntry.id}`,
        payload: {
          status: 'selected',
          selectionType: 'Direct',
          selectionDate: uaeDay(t.clock.now()),
        },
      });
      expect(moved.statusCode).toBe(409);
      expect(errorOf(moved).messageId).toBe('pipeline.noLongerAvailable');
    }
    const told = (await eventsOf('candidate.hired_elsewhere')).at(-1)!;
    expect([...told.recipientIds].sort()).toEqual([rival.id, watcher.id].sort());
    expect((await eventsOf('offer.accepted')).at(-1)!.recipientIds).toEqual([family.id]);

    // An offer to a hired worker is refused.
    const rivalAgain = await sendOffer(rival, rivalEntry.id, offerTerms(t));
    expect(rivalAgain.statusCode).toBe(409);
    expect(errorOf(rivalAgain).messageId).toBe('offers.noLongerAvailable');
  });

  it('declining keeps the reason and note, and tells the family', async () => {
    const { family, candidate, entry } = await familyAndCandidate();
    const offer = offerOf(await sendOffer(family, entry.id, offerTerms(t)));
    const noReason = await agencyAnswers(t, candidate.agencyToken, offer.id, { answer: 'decline' });
    expect(noReason.statusCode).toBe(400);
    expect((await offerRow(offer.id)).status).toBe('pending');

    const declined = await agencyAnswers(t, candidate.agencyToken, offer.id, {
      answer: 'decline',
      reason: 'salary',
      note: 'She hopes for AED 3000.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(offerOf(declined)).toMatchObject({
      status: 'declined',
      declineReason: 'salary',
      declineNote: 'She hopes for AED 3000.',
    });
    expect(await listingStatusOf(t, candidate.id)).toBe('listed');
    expect((await eventsOf('offer.declined')).at(-1)).toMatchObject({
      recipientIds: [family.id],
      params: { reason: 'salary' },
    });
    // Answered once only.
    const again = await agencyAnswers(t, candidate.agencyToken, offer.id, { answer: 'accept' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).messageId).toBe('offers.notPending');
  });

  it('cannot be accepted after 7 days; the expiry job records it and tells the family once', async () => {
    const { family, candidate, entry } = await familyAndCandidate();
    const offer = offerOf(await sendOffer(family, entry.id, offerTerms(t)));
    t.clock.advance(7 * DAY_MS);
    await family.renew();
    const late = await agencyAnswers(t, candidate.agencyToken, offer.id, { answer: 'accept' });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).messageId).toBe('offers.expired');
    // Refused: nothing changed, though the offer already reads expired.
    expect((await offerRow(offer.id)).status).toBe('pending');
    expect(await listingStatusOf(t, candidate.id)).toBe('listed');
    expect((await pipelineOf(family)).find((r) => r.id === entry.id)?.offer?.status).toBe(
      'expired',
    );

    const ctx = testHandlesOf(t.app);
    const jobs = { wake: () => {}, start: async () => {}, stop: async () => {} };
    await runOfferExpiry({ db: ctx.database.db, clock: ctx.clock, jobs });
    await runOfferExpiry({ db: ctx.database.db, clock: ctx.clock, jobs });
    expect((await offerRow(offer.id)).status).toBe('expired');
    const told = (await eventsOf('offer.expired')).filter((e) =>
      e.recipientIds.includes(family.id),
    );
    expect(told).toHaveLength(1);
    // A new offer can follow.
    expect((await sendOffer(family, entry.id, offerTerms(t))).statusCode).toBe(201);
  });

  it("is the listing agency's to answer: another agency gets 404, a family 403", async () => {
    const { family, entry } = await familyAndCandidate();
    const offer = offerOf(await sendOffer(family, entry.id, offerTerms(t)));
    const stranger = await newListedCandidate(t);
    expect(
      (await agencyAnswers(t, stranger.agencyToken, offer.id, { answer: 'accept' })).statusCode,
    ).toBe(404);
    const asFamily = await family.call({
      method: 'POST',
      url: `/api/agency/offers/${offer.id}/answer`,
      payload: { answer: 'accept' },
    });
    expect(asFamily.statusCode).toBe(403);
    expect((await offerRow(offer.id)).status).toBe('pending');
  });

  it('the family can withdraw a pending offer, and rejecting the row withdraws it too', async () => {
    const { family, candidate, entry } = await familyAndCandidate();
    const offer = offerOf(await sendOffer(family, entry.id, offerTerms(t)));
    const withdrawn = await family.call({
      method: 'POST',
      url: `/api/employer/offers/${offer.id}/withdraw`,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(offerOf(withdrawn).status).toBe('withdrawn');
    expect(
      (await agencyAnswers(t, candidate.agencyToken, offer.id, { answer: 'accept' })).statusCode,
    ).toBe(409);

    const second = offerOf(await sendOffer(family, entry.id, offerTerms(t)));
    const rejected = await family.call({
      method: 'PATCH',
      url: `/api/employer/pipeline/${entry.id}`,
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await offerRow(second.id)).status).toBe('withdrawn');
    expect(
      (await eventsOf('offer.withdrawn')).filter((e) => e.params.candidate === candidate.name),
    ).toHaveLength(2);
  });
});

describe('staying hired', () => {
  const admin = async () => bearer(await signIn(t.app, demoEmail('admin')));

  it('keeps a hired worker off the list: no publish, and an unhide puts her back to hired', async () => {
    const family = await registerFamily(t.app);
    const { candidate } = await hireThroughOffer(t, family);
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/admin/candidates/${candidate.id}/listing`,
      headers: await admin(),
      payload: { salaryBand: '2000-2500', visa: 'Own Visa', contactRoute: 'agency' },
    });
    expect(published.statusCode).toBe(409);
    expect(errorOf(published).messageId).toBe('listing.hired');
    expect(await listingStatusOf(t, candidate.id)).toBe('hired');

    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/moderation/candidates/${candidate.id}/hide`,
      headers: await admin(),
      payload: { reason: 'Checking her documents' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const unhidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/moderation/candidates/${candidate.id}/unhide`,
      headers: await admin(),
      payload: {},
    });
    expect(unhidden.statusCode, unhidden.body).toBe(200);
    expect(await listingStatusOf(t, candidate.id)).toBe('hired');
  });

  it('refuses an acceptance once she took her profile off the site', async () => {
    const { family, candidate, entry } = await familyAndCandidate();
    const offer = offerOf(await sendOffer(family, entry.id, offerTerms(t)));
    await t.database.db
      .update(candidates)
      .set({ listingStatus: 'draft', isPublished: false })
      .where(eq(candidates.id, candidate.id));
    const accepted = await agencyAnswers(t, candidate.agencyToken, offer.id, { answer: 'accept' });
    expect(accepted.statusCode).toBe(409);
    expect(errorOf(accepted).messageId).toBe('offers.noLongerAvailable');
    expect((await offerRow(offer.id)).status).toBe('pending');
  });

  it('refuses an offer nobody could answer (no worker or agency account)', async () => {
    const family = await registerFamily(t.app);
    await ensurePlan(t, family);
    const candidate = await newListedCandidate(t, { publisherAgencyId: null, agencyId: null });
    const entry = await shortlist(family, candidate.id);
    const sent = await sendOffer(family, entry.id, offerTerms(t));
    expect(sent.statusCode).toBe(409);
    expect(errorOf(sent).messageId).toBe('offers.noOneToAnswer');
  });
});

describe('after a return', () => {
  it('her first family can still close its returned row when another family hires her', async () => {
    const first = await registerFamily(t.app);
    const { row, candidate } = await hireThroughOffer(t, first, {
      startOn: uaeDay(t.clock.now()),
    });
    const today = uaeDay(t.clock.now());
    const returned = await first.call({
      method: 'PATCH',
      url: `/api/employer/pipeline/${row.id}`,
      payload: { status: 'returned', returnedOn: today, returnReason: 'competency' },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await listingStatusOf(t, candidate.id)).toBe('stale');
    const relisted = await t.app.inject({
      method: 'POST',
      url: `/api/agency/candidates/${candidate.id}/listing/reconfirm`,
      headers: bearer(candidate.agencyToken),
    });
    expect(relisted.statusCode, relisted.body).toBe(200);

    const second = await registerFamily(t.app, 'Second Family');
    await hireCandidate(t, second, candidate.id);
    expect((await pipelineOf(first)).find((r) => r.id === row.id)?.available).toBe(true);
    const replaced = await first.call({
      method: 'PATCH',
      url: `/api/employer/pipeline/${row.id}`,
      payload: { status: 'replaced', replacedOn: today },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
  });
});

describe('a worker who lists herself', () => {
  it('sees and answers the offers made to her own profile', async () => {
    const family = await registerFamily(t.app);
    await ensurePlan(t, family);
    const token = await signIn(t.app, demoEmail('candidate'));
    const me = body<{ user: { id: number } }>(
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }),
    ).user;
    const [mine] = await t.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.userId, me.id));
    expect(mine).toBeDefined();
    const entry = await shortlist(family, mine!.id);
    const offer = offerOf(await sendOffer(family, entry.id, offerTerms(t)));
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/offers',
      headers: bearer(token),
    });
    expect(body<{ data: { items: Offer[] } }>(listed).data.items[0]?.id).toBe(offer.id);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/offers/${offer.id}/answer`,
      headers: bearer(token),
      payload: { answer: 'accept' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await listingStatusOf(t, mine!.id)).toBe('hired');
  });
});

describe('the test helper', () => {
  it('hires through an offer', async () => {
    const family = await registerFamily(t.app);
    const { row } = await hireThroughOffer(t, family);
    expect(row.status).toBe('hired');
  });
});
