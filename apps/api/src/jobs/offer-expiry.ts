import type { AppContext } from '../context';
import { withEvents } from '../events/transaction';
import { OfferService } from '../modules/offers';

/**
 * The offer-expiry job: records every pending offer past its 7 days as expired and tells its
 * family once (conditional update and dedupe key, so two servers expire and tell once).
 */
export async function runOfferExpiry(ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>) {
  const offers = new OfferService(ctx.db, ctx);
  return withEvents(ctx, (tx, emit) => offers.expireDue(tx, emit));
}
