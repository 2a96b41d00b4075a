import { z } from 'zod';
import { AppError } from '../../errors';
import { errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** A hung database must not hang the load balancer's probe. */
const PING_TIMEOUT_MS = 2_000;

export const healthRoutes: RoutesPlugin = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database readiness',
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
      // Probes every few seconds would drown the request log: only problems are logged.
      logLevel: quieterOf(ctx.config.logLevel, 'warn'),
    },
    async () => {
      const answered = await withTimeout(ctx.database.ping(), PING_TIMEOUT_MS);
      if (!answered) throw new AppError('service_unavailable', 'error.databaseDown');
      return { status: 'ok' as const };
    },
  );
};

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
type Level = (typeof LEVELS)[number];

const quieterOf = (a: Level, b: Level): Level => (LEVELS.indexOf(a) > LEVELS.indexOf(b) ? a : b);

/** True when the promise resolved in time; false when it failed or took too long. */
async function withTimeout(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
