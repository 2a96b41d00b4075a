import { endpoints } from '@bayti/data/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { preferredLocale } from '../../i18n/locale';
import { PasswordResetService } from './password-reset';
import { AuthService, toUser } from './service';
import { SignUpService } from './sign-up';

const {
  register,
  verifyEmail,
  resendVerification,
  login,
  me,
  logout,
  updateMe,
  changePassword,
  forgotPassword,
  resetPassword,
} = endpoints;

const localeOf = (request: FastifyRequest) => preferredLocale(request.headers['accept-language']);

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

  const signUp = new SignUpService({
    db: ctx.db,
    clock: ctx.clock,
    jobs: ctx.jobs,
    requestLimiter: ctx.requestLimiter,
    auth,
    limits: {
      perIp: { max: ctx.config.signUpLimits.perIp, windowMs: ctx.config.signUpLimits.windowMs },
      perEmail: {
        max: ctx.config.signUpLimits.perEmail,
        windowMs: ctx.config.signUpLimits.windowMs,
      },
    },
  });

  registerEndpoint(app, ctx.guards, register, async (request, reply) => {
    const result = await signUp.register(request.body, request.ip, localeOf(request));
    return reply.code(register.status).send(result);
  });

  registerEndpoint(app, ctx.guards, verifyEmail, async (request) =>
    signUp.verifyEmail(request.body.token),
  );

  registerEndpoint(app, ctx.guards, resendVerification, async (request, reply) => {
    const result = await signUp.resend(request.body.email, request.ip);
    return reply.code(resendVerification.status).send(result);
  });

  registerEndpoint(app, ctx.guards, login, async (request) =>
    auth.login(request.body, request.ip, localeOf(request)),
  );

  registerEndpoint(app, ctx.guards, me, async (request) => ({
    user: toUser(requireSession(request).user),
  }));

  registerEndpoint(
    app,
    ctx.guards,
    logout,
    async (request, reply) => {
      await auth.logout(requireSession(request).tokenHash);
      return reply.code(logout.status).send();
    },
    { answer: z.undefined().describe('Signed out') },
  );

  registerEndpoint(app, ctx.guards, updateMe, async (request) => ({
    user: await auth.updateName(requireSession(request).user.id, request.body.name),
  }));

  registerEndpoint(app, ctx.guards, changePassword, async (request) =>
    auth.changePassword(requireSession(request), request.body, request.ip),
  );

  registerEndpoint(app, ctx.guards, forgotPassword, async (request, reply) => {
    const result = await passwordReset.requestReset(
      request.body.email,
      request.ip,
      localeOf(request),
    );
    return reply.code(forgotPassword.status).send(result);
  });

  registerEndpoint(app, ctx.guards, resetPassword, async (request) =>
    passwordReset.resetPassword(request.body),
  );
};
