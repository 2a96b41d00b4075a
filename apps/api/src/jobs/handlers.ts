import type { AppContext } from '../context';
import { deliverEvents } from './deliver-events';
import { mailAttachments } from './deliver-events-attachments';
import { runListingFreshness } from './listing-freshness';
import { runInterviewReminders } from './interview-reminders';
import { runHireReviews } from './hire-reviews';
import { runJobPostMatches } from './job-post-matches';
import { runOfferExpiry } from './offer-expiry';
import { runPlanEnding } from './plan-ending';
import { runRefundOverdue } from './refund-overdue';
import type { JobHandlers } from './pg-boss-queue';

/** What each job runs, on the server's context; jobs that write events wake the delivery. */
export function jobHandlers(ctx: AppContext): JobHandlers {
  const { db, clock, mail, log, config } = ctx;
  const attachments = mailAttachments(ctx);
  return {
    'deliver-events': () =>
      deliverEvents({ db, clock, mail, log, publicUrl: config.publicUrl, attachments }),
    'listing-freshness': async () => {
      const { reminded, hidden } = await runListingFreshness(ctx);
      if (reminded + hidden > 0) ctx.jobs.wake('deliver-events');
    },
    'plan-ending': async () => {
      if ((await runPlanEnding(ctx)) > 0) ctx.jobs.wake('deliver-events');
    },
    // withEvents wakes the delivery when it wrote an event.
    'offer-expiry': () => runOfferExpiry(ctx),
    'interview-reminders': () => runInterviewReminders(ctx),
    'hire-reviews': () => runHireReviews(ctx),
    'job-post-matches': () => runJobPostMatches(ctx),
    'refund-overdue': async () => {
      if ((await runRefundOverdue(ctx)) > 0) ctx.jobs.wake('deliver-events');
    },
  };
}
