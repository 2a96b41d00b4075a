import { endpoints } from '@bayti/data/contract';
import { z } from 'zod';
import { requireSession } from '../../auth/guards';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { PasswordResetService } from './password-reset';
import { AuthService, toUser } from './service';

const { register, login, me, logout, updateMe, changePassword, forgotPassword, resetPassword } =
  endpoints;

export const authRoutes: RoutesPlugin = async (app, { ctx }) => {
  const auth = new AuthService(ctx.db, ctx.sessions, ctx.loginLimiter, ctx.clock);
  const { perIp, perEmail, windowMs } = ctx.config.passwordResetLimits;
  const passwordReset = new PasswordResetService({
    db: ctx.db,
    sessions: ctx.sessions,
    loginLimiter: ctx.loginLimiter,
    requestLimiter: ctx.requestLimiter,
    mail: ctx.mail,
    background: ctx.background,
    log: ctx.log,
    clock: ctx.clock,
    publicUrl: ctx.config.publicUrl,
    limits: { perIp: { max: perIp, windowMs }, perEmail: { max: perEmail, windowMs } },
  });

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

  app.route({
    method: updateMe.method,
    url: updateMe.path,
    onRequest: ctx.guards.signedIn,
    schema: {
      tags: ['auth'],
      summary: "Change the signed-in account's settings (its name)",
      security: bearerSecurity,
      body: updateMe.body,
      response: { [updateMe.status]: updateMe.response, ...errorResponses(400, 401) },
    },
    handler: async (request) => ({
      user: await auth.updateName(requireSession(request).user.id, request.body.name),
    }),
  });

  app.route({
    method: changePassword.method,
    url: changePassword.path,
    onRequest: ctx.guards.signedIn,
    schema: {
      tags: ['auth'],
      summary: 'Change the password; every other session of the account ends',
      security: bearerSecurity,
      body: changePassword.body,
      response: {
        [changePassword.status]: changePassword.response,
        ...errorResponses(400, 401, 429),
      },
    },
    handler: async (request) =>
      auth.changePassword(requireSession(request), request.body, request.ip),
  });

  app.route({
    method: forgotPassword.method,
    url: forgotPassword.path,
    schema: {
      tags: ['auth'],
      summary: 'Email a reset link; the same 202 whether or not the email has an account',
      body: forgotPassword.body,
      response: {
        [forgotPassword.status]: forgotPassword.response,
        ...errorResponses(400, 429),
      },
    },
    handler: async (request, reply) => {
      const result = await passwordReset.requestReset(request.body.email, request.ip);
      return reply.code(forgotPassword.status).send(result);
    },
  });

  app.route({
    method: resetPassword.method,
    url: resetPassword.path,
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with an emailed link; every session of the account ends',
      body: resetPassword.body,
      response: { [resetPassword.status]: resetPassword.response, ...errorResponses(400) },
    },
    handler: async (request) => passwordReset.resetPassword(request.body),
  });
};
