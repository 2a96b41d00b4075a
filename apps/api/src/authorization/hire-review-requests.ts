import type { InjectOptions } from 'fastify';
import { hireReviews } from '../db/schema';
import type { RouteKey } from './table';
import type { World } from './world';

/*
 * How the authorization matrix calls the admins' hiding of a review (docs/decisions/0035): an
 * allowed caller hides a fresh published review; a refused caller always aims at the same one,
 * which must stay shown.
 */

/** A published review of the first seeded worker, as a family would have written it. */
async function publishedReview(w: World): Promise<number> {
  const now = w.t.clock.now();
  const [review] = await w.t.database.db
    .insert(hireReviews)
    .values({
      subject: 'worker',
      candidateId: 1,
      authorName: `Authz F.${w.next()}`,
      stars: 5,
      body: 'Kind with the children and always on time.',
      writtenAt: now,
      publishedAt: now,
    })
    .returning({ id: hireReviews.id });
  return review!.id;
}

export const HIRE_REVIEW_REQUESTS: Partial<
  Record<RouteKey, (w: World, caller: string, allowed: boolean) => Promise<InjectOptions>>
> = {
  'POST /api/admin/moderation/hire-reviews/:id/hide': async (w, _c, allowed) => ({
    method: 'POST',
    url: `/api/admin/moderation/hire-reviews/${allowed ? await publishedReview(w) : await w.once('hire-review', () => publishedReview(w))}/hide`,
    payload: { reason: 'Abusive words' },
  }),
};
