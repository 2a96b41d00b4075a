import type { AppContext } from '../context';
import { withEvents } from '../events/transaction';
import { InterviewService } from '../modules/interviews';

/**
 * The interview-reminders job: tells both sides of each agreed interview 24 hours and 1 hour
 * before it (dedupe keys, so two servers or two runs remind once).
 */
export async function runInterviewReminders(ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>) {
  const interviews = new InterviewService(ctx.db, ctx);
  return withEvents(ctx, (tx, emit) => interviews.remindDue(tx, emit));
}
