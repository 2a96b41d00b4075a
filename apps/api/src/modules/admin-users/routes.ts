import { ADD_USER_INVALID_MESSAGE, endpoints } from '@bayti/data/contract';
import { validationError } from '../../errors';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { preferredLocale } from '../../i18n/locale';
import { toErrorResponse } from '../../plugins/error-response';
import { AdminUserService } from './service';

const { adminUsers, createAdminUser, updateAdminUser, deleteAdminUser } = endpoints;

/** The admin dashboard's Users list (admin only). */
export const adminUserRoutes: RoutesPlugin = async (app, { ctx }) => {
  const users = new AdminUserService(ctx.db, ctx.clock);
  const admin = ctx.guards.roles('admin');

  app.route({
    method: adminUsers.method,
    url: adminUsers.path,
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: 'Back-office users: search name, email or phone; status filter; pages',
      security: bearerSecurity,
      querystring: adminUsers.query,
      response: { [adminUsers.status]: adminUsers.response, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ data: await users.list(request.query) }),
  });

  app.route({
    method: createAdminUser.method,
    url: createAdminUser.path,
    onRequest: admin,
    // The field messages as usual, under the Add User form's own headline (§8).
    attachValidation: true,
    schema: {
      tags: ['admin'],
      summary: 'Add a back-office user (the PIN is stored hashed)',
      security: bearerSecurity,
      body: createAdminUser.body,
      response: {
        [createAdminUser.status]: createAdminUser.response,
        ...errorResponses(400, 401, 403, 409),
      },
    },
    handler: async (request, reply) => {
      if (request.validationError) {
        const locale = preferredLocale(request.headers['accept-language']);
        const { fields } = toErrorResponse(request.validationError, locale).body.error;
        throw validationError(fields ?? {}, ADD_USER_INVALID_MESSAGE);
      }
      const user = await users.create(request.body);
      return reply.code(createAdminUser.status).send({ data: { user } });
    },
  });

  app.route({
    method: updateAdminUser.method,
    url: updateAdminUser.path,
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: 'Edit a back-office user: the fields sent, status included',
      security: bearerSecurity,
      params: updateAdminUser.params,
      body: updateAdminUser.body,
      response: {
        [updateAdminUser.status]: updateAdminUser.response,
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    handler: async (request) => ({
      data: { user: await users.update(request.params.id, request.body) },
    }),
  });

  app.route({
    method: deleteAdminUser.method,
    url: deleteAdminUser.path,
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: 'Delete a back-office user',
      security: bearerSecurity,
      params: deleteAdminUser.params,
      response: {
        [deleteAdminUser.status]: deleteAdminUser.response,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => {
      await users.remove(request.params.id);
      return { ok: true as const };
    },
  });
};
