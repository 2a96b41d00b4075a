import type { AppContext } from '../context';
import { withEvents } from '../events/transaction';
import { HireReviewService } from '../modules/hire-reviews';

/**
 * The hire-reviews job (docs/decisions/0035): opens each hire whose review is due and asks both
 * sides to write; publishes the reviews still waiting 14 days after they opened. A unique row per
 * hire, conditional updates and dedupe keys, so two servers or two runs do each once.
 */
export async function runHireReviews(ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>) {
  const reviews = new HireReviewService(ctx.db, ctx);
  const opened = await withEvents(ctx, (tx, emit) => reviews.openDue(tx, emit));
  const published = await withEvents(ctx, (tx, emit) => reviews.publishDue(tx, emit));
  return { opened, published };
}
