import { endpoints } from '@bayti/data/contract';
import { validationError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { validationFields } from '../../plugins/error-response';
import { AdminUserService } from './service';

const { adminUsers, createAdminUser, updateAdminUser, deleteAdminUser } = endpoints;

/** The admin dashboard's Users list (admin only). */
export const adminUserRoutes: RoutesPlugin = async (app, { ctx }) => {
  const users = new AdminUserService(ctx.db, ctx.clock);

  registerEndpoint(app, ctx.guards, adminUsers, async (request) => ({
    data: await users.list(request.query),
  }));

  // The field messages as usual, under the Add User form's own headline ('users.addInvalid').
  registerEndpoint(
    app,
    ctx.guards,
    createAdminUser,
    async (request, reply) => {
      if (request.validationError) {
        throw validationError(
          validationFields(request.validationError.validation),
          'users.addInvalid',
        );
      }
      const user = await users.create(request.body);
      return reply.code(createAdminUser.status).send({ data: { user } });
    },
    { attachValidation: true },
  );

  registerEndpoint(app, ctx.guards, updateAdminUser, async (request) => ({
    data: { user: await users.update(request.params.id, request.body) },
  }));

  registerEndpoint(app, ctx.guards, deleteAdminUser, async (request) => {
    await users.remove(request.params.id);
    return { ok: true as const };
  });
};
