import type { InjectOptions } from 'fastify';
import { registerFamily } from '../test/families';
import { ensurePlan, shortlist } from '../test/hiring';
import { listedOfA } from './listing-requests';
import type { RouteKey } from './table';
import type { World } from './world';

/*
 * How the authorization matrix calls the agency's interview answer (Bayti issue 17): an allowed
 * caller answers a fresh proposal to a listed candidate of agency A; a refused caller always aims
 * at the same one, which must stay proposed.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A proposed video interview from a new family with a plan to a listed candidate of agency A. */
async function interviewWithA(w: World): Promise<number> {
  const candidateId = await listedOfA(w);
  const family = await registerFamily(w.t.app, `Authz Interviewing Family ${w.next()}`);
  await ensurePlan(w.t, family);
  const entry = await shortlist(family, candidateId);
  const sent = await family.call({
    method: 'POST',
    url: `/api/employer/pipeline/${entry.id}/interviews`,
    payload: {
      slots: [new Date(w.t.clock.now().getTime() + 2 * DAY_MS).toISOString()],
      mode: 'video',
    },
  });
  return (sent.json() as { data: { interview: { id: number } } }).data.interview.id;
}

export const INTERVIEW_REQUESTS: Partial<
  Record<RouteKey, (w: World, caller: string, allowed: boolean) => Promise<InjectOptions>>
> = {
  'POST /api/agency/interviews/:id/answer': async (w: World, _c: string, allowed: boolean) => ({
    method: 'POST',
    url: `/api/agency/interviews/${allowed ? await interviewWithA(w) : await w.once('interview', () => interviewWithA(w))}/answer`,
    payload: { answer: 'decline' },
  }),
};
