import type { InjectOptions } from 'fastify';
import type { RouteKey } from './table';
import type { World } from './world';

/*
 * How the authorization matrix calls the admin's decision on a job post (docs/decisions/0034): an
 * allowed caller approves a fresh post of the world's family; a refused caller always aims at the
 * same one, which must stay in review.
 */

/** A job post of the world's family, waiting for review. */
async function postInReview(w: World): Promise<number> {
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
  return jobPost.id;
}

export const JOB_POST_REQUESTS: Partial<
  Record<RouteKey, (w: World, caller: string, allowed: boolean) => Promise<InjectOptions>>
> = {
  'POST /api/admin/moderation/job-posts/:id/decision': async (
    w: World,
    _c: string,
    allowed: boolean,
  ) => ({
    method: 'POST',
    url: `/api/admin/moderation/job-posts/${
      allowed ? await postInReview(w) : await w.once('job-post', () => postInReview(w))
    }/decision`,
    payload: { decision: 'approve' },
  }),
};
