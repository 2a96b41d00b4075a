import { endpoints } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { AdminProfileService } from './service';

const { changeAdminPin } = endpoints;

/** The admin header's own settings: Change PIN (admin only). */
export const adminProfileRoutes: RoutesPlugin = async (app, { ctx }) => {
  const profile = new AdminProfileService(ctx.db, ctx.clock);

  app.route({
    method: changeAdminPin.method,
    url: changeAdminPin.path,
    onRequest: ctx.guards.roles('admin'),
    schema: {
      tags: ['admin'],
      summary: "Change the signed-in admin's own 4-digit PIN (stored hashed)",
      security: bearerSecurity,
      body: changeAdminPin.body,
      response: {
        [changeAdminPin.status]: changeAdminPin.response,
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => {
      await profile.changePin(requireSession(request).user, request.body);
      return { ok: true as const };
    },
  });
};
