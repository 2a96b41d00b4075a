import type { AppContext } from '../context';
import { withEvents } from '../events/transaction';
import { notifyMatches } from '../modules/job-posts';

/**
 * The job-post-matches job: tells the workers whose listed profile matches each newly approved
 * job post, once per post (docs/decisions/0034). Woken by an approval; its schedule catches a
 * lost wake-up.
 */
export async function runJobPostMatches(ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>) {
  return withEvents(ctx, (tx, emit) => notifyMatches(tx, emit, ctx.clock.now()));
}
