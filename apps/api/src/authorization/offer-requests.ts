import type { InjectOptions } from 'fastify';
import { registerFamily } from '../test/families';
import { ensurePlan, offerTerms, shortlist } from '../test/hiring';
import { listedOfA } from './listing-requests';
import type { RouteKey } from './table';
import type { World } from './world';

/*
 * How the authorization matrix calls the agency's offer answer (docs/decisions/0029): an allowed
 * caller answers a fresh offer to a listed candidate of agency A; a refused caller always aims at
 * the same one, which must stay pending.
 */

/** A pending offer from a new family with a plan to a listed candidate of agency A. */
async function offerToA(w: World): Promise<number> {
  const candidateId = await listedOfA(w);
  const family = await registerFamily(w.t.app, `Authz Offering Family ${w.next()}`);
  await ensurePlan(w.t, family);
  const entry = await shortlist(family, candidateId);
  const sent = await family.call({
    method: 'POST',
    url: `/api/employer/pipeline/${entry.id}/offers`,
    payload: offerTerms(w.t),
  });
  return (sent.json() as { data: { offer: { id: number } } }).data.offer.id;
}

export const OFFER_REQUESTS: Partial<
  Record<RouteKey, (w: World, caller: string, allowed: boolean) => Promise<InjectOptions>>
> = {
  'POST /api/agency/offers/:id/answer': async (w: World, _c: string, allowed: boolean) => ({
    method: 'POST',
    url: `/api/agency/offers/${allowed ? await offerToA(w) : await w.once('offer', () => offerToA(w))}/answer`,
    payload: { answer: 'decline', reason: 'salary' },
  }),
};
