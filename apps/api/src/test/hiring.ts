import type {
  EmployerPipelineCandidate,
  FamilyPlan,
  Offer,
  PurchasePlanResult,
  SendOfferBody,
} from '@bayti/data/contract';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { agencies, candidates, users } from '../db/schema';
import { addDays, uaeDay } from '../uae-calendar';
import { callAs, type TestFamily } from './families';
import { body, signIn, type TestApp } from './harness';
import { recordTransfer } from './payments';

/*
 * Hiring as it happens (docs/decisions/0029): a family with a running plan sends an offer from her
 * pipeline and whoever answers the candidate's offers (her listing agency, or the worker) accepts.
 */

const ANSWERER_PASSWORD = 'answering agency password';
let counter = 0;

/** Gives the family a paid Standard plan running from now, unless one is running already. */
export async function ensurePlan(t: TestApp, family: TestFamily): Promise<void> {
  const current = await family.call({ method: 'GET', url: '/api/employer/plan' });
  const plan = body<{ data: { plan: FamilyPlan } }>(current).data.plan;
  if (plan.active) return;
  const bought = await family.call({
    method: 'POST',
    url: '/api/employer/plans',
    payload: { planId: 'standard' },
  });
  const { invoice } = body<{ data: PurchasePlanResult }>(bought).data;
  const paid = await recordTransfer(t.app, invoice);
  if (paid.statusCode !== 200) throw new Error(`Payment answered ${paid.statusCode}: ${paid.body}`);
}

/**
 * A new listed profile, a copy of the first seeded one under a new name, listed by a new agency
 * with an owner account: each hire in a test gets a worker no other test has hired.
 */
export async function newListedCandidate(
  t: TestApp,
  overrides: Partial<typeof candidates.$inferInsert> = {},
): Promise<{ id: number; name: string; agencyToken: string; agencyId: number }> {
  const { db } = t.database;
  counter += 1;
  const [first] = await db.select().from(candidates).orderBy(asc(candidates.id)).limit(1);
  const [agency] = await db
    .insert(agencies)
    .values({ agencyName: `Hiring Agency ${counter}`, name: `Hiring Agency ${counter}` })
    .returning({ id: agencies.id });
  const email = `owner-${counter}-${Date.now()}@hiring-agency.example.com`;
  await db.insert(users).values({
    name: `Hiring Agency ${counter} Owner`,
    email,
    passwordHash: await hashPassword(ANSWERER_PASSWORD),
    role: 'agency',
    agencyId: agency!.id,
    emailVerifiedAt: t.clock.now(),
  });
  const { id: _id, managedPosition: _position, ...copy } = first!;
  const name = `Hire Candidate ${counter}`;
  const [row] = await db
    .insert(candidates)
    .values({
      ...copy,
      name,
      userId: null,
      agencyId: agency!.id,
      publisherAgencyId: agency!.id,
      listingStatus: 'listed',
      isPublished: true,
      visible: true,
      reconfirmedAt: t.clock.now(),
      ...overrides,
    })
    .returning({ id: candidates.id });
  return {
    id: row!.id,
    name,
    agencyId: agency!.id,
    agencyToken: await signIn(t.app, email, ANSWERER_PASSWORD),
  };
}

/** Terms of an offer starting in a week. */
export const offerTerms = (t: TestApp, terms: Partial<SendOfferBody> = {}): SendOfferBody => ({
  position: 'Nanny',
  monthlySalaryAed: 2500,
  startOn: uaeDay(addDays(t.clock.now(), 7)),
  workType: 'Live-in',
  dayOff: 'friday',
  accommodation: 'private_room',
  ...terms,
});

/** Shortlists a candidate; answers the family's row. */
export async function shortlist(
  family: TestFamily,
  candidateId: number,
): Promise<EmployerPipelineCandidate> {
  const added = await family.call({
    method: 'POST',
    url: '/api/employer/pipeline',
    payload: { candidateId },
  });
  if (added.statusCode >= 300)
    throw new Error(`Shortlist answered ${added.statusCode}: ${added.body}`);
  return body<{ data: { candidate: EmployerPipelineCandidate } }>(added).data.candidate;
}

export const sendOffer = (
  family: TestFamily,
  entryId: number,
  terms: SendOfferBody,
): Promise<LightMyRequestResponse> =>
  family.call({ method: 'POST', url: `/api/employer/pipeline/${entryId}/offers`, payload: terms });

/** The listing agency answers an offer. */
export const agencyAnswers = (
  t: TestApp,
  token: string,
  offerId: number,
  payload: object,
): Promise<LightMyRequestResponse> =>
  callAs(t.app, token, { method: 'POST', url: `/api/agency/offers/${offerId}/answer`, payload });

/**
 * A session of whoever answers the candidate's offers: a new member of the agency that listed
 * her, or the worker herself (a demo worker, whose password the fixtures know).
 */
export async function answererOf(
  t: TestApp,
  candidateId: number,
): Promise<{ token: string; path: 'agency' | 'candidate' }> {
  const { db } = t.database;
  const [row] = await db.select().from(candidates).where(eq(candidates.id, candidateId));
  if (!row) throw new Error(`No candidate ${candidateId}`);
  if (row.publisherAgencyId === null && row.userId !== null) {
    const [worker] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, row.userId));
    return { token: await signIn(t.app, worker!.email), path: 'candidate' };
  }
  const agencyId = row.publisherAgencyId ?? row.agencyId;
  if (agencyId === null) throw new Error(`Nobody answers the offers of candidate ${candidateId}`);
  counter += 1;
  const email = `answerer-${counter}-${Date.now()}@hiring-agency.example.com`;
  await db.insert(users).values({
    name: `Answerer ${counter}`,
    email,
    passwordHash: await hashPassword(ANSWERER_PASSWORD),
    role: 'agency',
    agencyId,
    emailVerifiedAt: t.clock.now(),
  });
  return { token: await signIn(t.app, email, ANSWERER_PASSWORD), path: 'agency' };
}

/**
 * Hires a listed candidate for the family the way Bayti does: a plan, a shortlist (or the row
 * already there), an offer and its acceptance by whoever answers her offers. Answers the hired
 * row and the offer.
 */
export async function hireCandidate(
  t: TestApp,
  family: TestFamily,
  candidateId: number,
  terms: Partial<SendOfferBody> = {},
) {
  await ensurePlan(t, family);
  const entry = await shortlist(family, candidateId);
  const sent = await sendOffer(family, entry.id, offerTerms(t, terms));
  if (sent.statusCode !== 201) throw new Error(`Offer answered ${sent.statusCode}: ${sent.body}`);
  const offer = body<{ data: { offer: Offer } }>(sent).data.offer;
  const answerer = await answererOf(t, candidateId);
  const accepted = await callAs(t.app, answerer.token, {
    method: 'POST',
    url: `/api/${answerer.path}/offers/${offer.id}/answer`,
    payload: { answer: 'accept' },
  });
  if (accepted.statusCode !== 200)
    throw new Error(`Accept answered ${accepted.statusCode}: ${accepted.body}`);
  const rows = await family.call({ method: 'GET', url: '/api/employer/pipeline' });
  const row = body<{ data: { items: EmployerPipelineCandidate[] } }>(rows).data.items.find(
    (item) => item.id === entry.id,
  )!;
  return { row, offer };
}

/** Hires a new listed candidate (newListedCandidate) for the family. */
export async function hireThroughOffer(
  t: TestApp,
  family: TestFamily,
  terms: Partial<SendOfferBody> = {},
) {
  const candidate = await newListedCandidate(t);
  return { ...(await hireCandidate(t, family, candidate.id, terms)), candidate };
}

/** The candidate's listing status (hired, stale, listed...). */
export async function listingStatusOf(t: TestApp, candidateId: number) {
  const [row] = await t.database.db
    .select({ status: candidates.listingStatus })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row?.status;
}
