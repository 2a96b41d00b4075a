import { endpoints } from '@bayti/data/contract';
import { z } from 'zod';
import { requireSession } from '../../auth/guards';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { AuthService, toUser } from './service';

const { register, login, me, logout } = endpoints;

export const authRoutes: RoutesPlugin = async (app, { ctx }) => {
  const auth = new AuthService(ctx.db, ctx.sessions, ctx.loginLimiter, ctx.clock);

  app.route({
    method: register.method,
    url: register.path,
    schema: {
      tags: ['auth'],
      summary: 'Sign up as a family (client) or a worker (candidate)',
      body: register.body,
      response: { [register.status]: register.response, ...errorResponses(400, 409) },
    },
    handler: async (request, reply) => {
      const result = await auth.register(request.body);
      return reply.code(register.status).send(result);
    },
  });

  app.route({
    method: login.method,
    url: login.path,
    schema: {
      tags: ['auth'],
      summary: 'Sign in; every sign-in starts a new session',
      body: login.body,
      response: { [login.status]: login.response, ...errorResponses(400, 401, 429) },
    },
    handler: async (request) => auth.login(request.body, request.ip),
  });

  app.route({
    method: me.method,
    url: me.path,
    onRequest: ctx.guards.signedIn,
    schema: {
      tags: ['auth'],
      summary: 'The signed-in account',
      security: bearerSecurity,
      response: { [me.status]: me.response, ...errorResponses(401) },
    },
    handler: async (request) => ({ user: toUser(requireSession(request).user) }),
  });

  app.route({
    method: logout.method,
    url: logout.path,
    onRequest: ctx.guards.signedIn,
    schema: {
      tags: ['auth'],
      summary: 'End this session on the server; its token is refused afterwards',
      security: bearerSecurity,
      response: { [logout.status]: z.undefined().describe('Signed out'), ...errorResponses(401) },
    },
    handler: async (request, reply) => {
      await auth.logout(requireSession(request).tokenHash);
      return reply.code(logout.status).send();
    },
  });
};
