import { endpoints } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { AdminProfileService } from './service';

const { changeAdminPin } = endpoints;

/** The admin header's own settings: Change PIN (admin only). */
export const adminProfileRoutes: RoutesPlugin = async (app, { ctx }) => {
  const profile = new AdminProfileService(ctx.db, ctx.clock);

  registerEndpoint(app, ctx.guards, changeAdminPin, async (request) => {
    await profile.changePin(requireSession(request).user, request.body);
    return { ok: true as const };
  });
};
