import { endpoints } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { ReviewQueue } from './reviews';
import { ModerationService } from './service';

const {
  listingReviews,
  decideListingReview,
  hideListing,
  unhideListing,
  deactivateAccount,
  reactivateAccount,
  moderationActions,
} = endpoints;

/** The admin's moderation: the Review queue, hiding profiles, deactivating accounts, the log. */
export const moderationRoutes: RoutesPlugin = async (app, { ctx }) => {
  const queue = new ReviewQueue(ctx.db, ctx.clock, ctx);
  const moderation = new ModerationService(ctx.db, ctx.clock, ctx);
  const adminId = (request: Parameters<typeof requireSession>[0]) =>
    requireSession(request).user.id;

  registerEndpoint(app, ctx.guards, listingReviews, async (request) => ({
    data: await queue.list(request.query),
  }));

  registerEndpoint(app, ctx.guards, decideListingReview, async (request) => ({
    data: { review: await queue.decide(adminId(request), request.params.id, request.body) },
  }));

  registerEndpoint(app, ctx.guards, hideListing, async (request) => ({
    data: await moderation.hide(adminId(request), request.params.id, request.body.reason),
  }));

  registerEndpoint(app, ctx.guards, unhideListing, async (request) => ({
    data: await moderation.unhide(adminId(request), request.params.id, request.body.reason),
  }));

  registerEndpoint(app, ctx.guards, deactivateAccount, async (request) => ({
    data: await moderation.deactivate(adminId(request), request.params.id, request.body.reason),
  }));

  registerEndpoint(app, ctx.guards, reactivateAccount, async (request) => ({
    data: await moderation.reactivate(adminId(request), request.params.id, request.body.reason),
  }));

  registerEndpoint(app, ctx.guards, moderationActions, async (request) => ({
    data: await moderation.actions(request.query),
  }));
};
