import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { jobPosts } from '../db/schema';
import type { RouteKey } from './table';
import type { World } from './world';

/*
 * How the authorization matrix calls the admin's decision on a job post (docs/decisions/0034): an
 * allowed caller approves a fresh post of the world's family; a refused caller always aims at the
 * same one, which must stay in review.
 */

/** A job post of the world's family, waiting for review, and the version an admin reads. */
async function postInReview(w: World): Promise<{ id: number; updatedAt: string }> {
  const start = new Date(w.t.clock.now().getTime() + 14 * 24 * 60 * 60 * 1000);
  const { jobPost } = await w.must<{ jobPost: { id: number } }>('family', {
    method: 'POST',
    url: '/api/employer/jobs',
    payload: {
      position: 'Nanny',
      workType: 'Live-in',
      emirate: 'Dubai',
      salaryMinAed: 2000,
      salaryMaxAed: 2500,
      startOn: start.toISOString().slice(0, 10),
      duties: `Authorization job post ${w.next()}`,
      dayOff: 'friday',
      accommodation: 'private_room',
      languages: ['English'],
    },
  });
  const [row] = await w.t.database.db
    .select({ updatedAt: jobPosts.updatedAt })
    .from(jobPosts)
    .where(eq(jobPosts.id, jobPost.id));
  return { id: jobPost.id, updatedAt: row!.updatedAt.toISOString() };
}

export const JOB_POST_REQUESTS: Partial<
  Record<RouteKey, (w: World, caller: string, allowed: boolean) => Promise<InjectOptions>>
> = {
  'POST /api/admin/moderation/job-posts/:id/decision': async (
    w: World,
    _c: string,
    allowed: boolean,
  ) => {
    const post = allowed ? await postInReview(w) : await w.once('job-post', () => postInReview(w));
    return {
      method: 'POST',
      url: `/api/admin/moderation/job-posts/${post.id}/decision`,
      payload: { decision: 'approve', updatedAt: post.updatedAt },
    };
  },
};
