import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import compress from '@fastify/compress';
import { API_PREFIX } from '@bayti/data/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { createContext, type AppDeps } from './context';
import { connectRedisLimiters } from './http/rate-limit-redis';
import { preferredLocale } from './i18n/locale';
import { createLiveHub } from './live/create-live-hub';
import { liveRoutes } from './modules/live-updates/routes';
import { adminAccountsRoutes } from './modules/admin-accounts/routes';
import { adminAgencyRoutes } from './modules/admin-agencies/routes';
import { adminAnalyticsRoutes } from './modules/admin-analytics/routes';
import { adminClientRoutes } from './modules/admin-clients/routes';
import { inboxRoutes } from './modules/admin-inbox/routes';
import { positionRoutes } from './modules/admin-positions/routes';
import { adminProfileRoutes } from './modules/admin-profile/routes';
import { adminReportRoutes } from './modules/admin-reports/routes';
import { adminUserRoutes } from './modules/admin-users/routes';
import { agencyRoutes } from './modules/agencies/routes';
import { agencyDocumentRoutes } from './modules/agency-documents/routes';
import { agencyRecruitmentRoutes } from './modules/agency-recruitments/routes';
import { refundCaseRoutes } from './modules/refund-cases/routes';
import { agencyUserRoutes } from './modules/agency-users/routes';
import { authRoutes } from './modules/auth/routes';
import { billingRoutes } from './modules/billing/routes';
import { candidateProfileRoutes } from './modules/candidate-profile/routes';
import { candidateRoutes } from './modules/candidates/routes';
import { documentRoutes } from './modules/documents/routes';
import { employerRoutes } from './modules/employer/routes';
import { formRoutes } from './modules/forms/routes';
import { geoRoutes } from './modules/geo/routes';
import { healthRoutes } from './modules/health/routes';
import { managedCandidateRoutes } from './modules/managed-candidates/routes';
import { moderationRoutes } from './modules/moderation/routes';
import { reportRoutes } from './modules/reports/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { offerRoutes } from './modules/offers/routes';
import { conversationRoutes } from './modules/conversations/routes';
import { interviewRoutes } from './modules/interviews/routes';
import { hireReviewRoutes } from './modules/hire-reviews/routes';
import { jobPostRoutes } from './modules/job-posts';
import { bodyParsingPlugin } from './plugins/body-parsing';
import { errorEnvelope } from './plugins/error-response';
import { errorsPlugin } from './plugins/errors';
import { multipartPlugin } from './plugins/multipart';
import { openapiPlugin } from './plugins/openapi';
import { portalIsBuilt, portalPlugin, sendSpaIndex, wantsSpaPage } from './plugins/portal';
import { securityPlugin } from './plugins/security';

export type { AppDeps } from './context';

/** JSON bodies are small forms; anything bigger is a mistake or an attack. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** An id a proxy already assigned is kept (for tracing) if it looks like one. */
const INCOMING_REQUEST_ID = /^[\w.:-]{8,128}$/;

function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming)
    ? incoming
    : randomUUID();
}

/** Builds the server (not listening): plugins, then the modules under /api. */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Tokens and passwords never reach the logs, whatever a log line includes.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'headers.authorization',
          'body.password',
          'body.token',
          '*.password',
          '*.token',
          '*.passwordHash',
        ],
        censor: '[redacted]',
      },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  });

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(bodyParsingPlugin);
  await app.register(multipartPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(openapiPlugin);

  // Counters shared by every instance through Redis when REDIS_URL is set; in memory otherwise.
  const redis =
    !deps.limiters && config.redis
      ? await connectRedisLimiters(config.redis.url, config.redis.keyPrefix)
      : undefined;
  if (redis) app.addHook('onClose', redis.close);
  // Live updates reach every instance: Redis, else PostgreSQL NOTIFY, else this process.
  const live = await createLiveHub({
    redis: config.redis,
    database: deps.database,
    log: app.log,
    channel: deps.liveChannel,
  });
  app.addHook('onClose', () => live.close());
  const ctx = createContext(
    config,
    redis ? { ...deps, limiters: redis.limiters } : deps,
    app.log,
    live,
  );
  // Mail a request started is delivered before the server (and its database) closes.
  app.addHook('onClose', () => ctx.background.drain());
  // The queue starts once every route is registered and stops before the database closes.
  app.addHook('onReady', () => ctx.jobs.start());
  app.addHook('onClose', () => ctx.jobs.stop());
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { ctx });
      await api.register(geoRoutes, { ctx });
      await api.register(agencyRoutes, { ctx });
      await api.register(agencyDocumentRoutes, { ctx });
      await api.register(agencyUserRoutes, { ctx });
      await api.register(candidateRoutes, { ctx });
      await api.register(candidateProfileRoutes, { ctx });
      await api.register(documentRoutes, { ctx });
      await api.register(formRoutes, { ctx });
      await api.register(employerRoutes, { ctx });
      await api.register(billingRoutes, { ctx });
      await api.register(positionRoutes, { ctx });
      await api.register(inboxRoutes, { ctx });
      await api.register(adminUserRoutes, { ctx });
      await api.register(adminProfileRoutes, { ctx });
      await api.register(managedCandidateRoutes, { ctx });
      await api.register(adminAccountsRoutes, { ctx });
      await api.register(adminReportRoutes, { ctx });
      await api.register(adminAgencyRoutes, { ctx });
      await api.register(adminClientRoutes, { ctx });
      await api.register(adminAnalyticsRoutes, { ctx });
      await api.register(agencyRecruitmentRoutes, { ctx });
      await api.register(moderationRoutes, { ctx });
      await api.register(reportRoutes, { ctx });
      await api.register(notificationRoutes, { ctx });
      await api.register(offerRoutes, { ctx });
      await api.register(refundCaseRoutes, { ctx });
      await api.register(conversationRoutes, { ctx });
      await api.register(interviewRoutes, { ctx });
      await api.register(hireReviewRoutes, { ctx });
      await api.register(jobPostRoutes, { ctx });
      await api.register(liveRoutes, { ctx });
    },
    { prefix: API_PREFIX },
  );

  const servePortal = portalIsBuilt(config.portalDist);
  if (servePortal) await app.register(portalPlugin, { dist: config.portalDist });

  app.setNotFoundHandler(async (request, reply) => {
    // Client-side routes (/candidates/3, /dashboard/...) are the portal's to answer.
    if (servePortal && wantsSpaPage(request)) {
      return sendSpaIndex(request, reply, config.portalDist);
    }
    const said = {
      id: 'error.noRoute',
      params: { method: request.method, path: request.url.split('?')[0] ?? '' },
    } as const;
    return reply
      .code(404)
      .header('vary', 'Accept-Language')
      .send(errorEnvelope('not_found', said, preferredLocale(request.headers['accept-language'])));
  });

  return app;
}
