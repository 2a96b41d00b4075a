import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The portal ships no inline script, so scripts stay 'self' only. Inline styles are still allowed
 * for react-aria's positioning styles. Swagger UI at /api/docs needs nothing beyond this.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export interface SecurityOptions {
  /** Origins allowed to call the API from a browser; none means same-origin only. */
  corsOrigins: string[];
}

export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The legacy header says what frame-ancestors 'none' says.
      frameguard: { action: 'deny' },
      // The API answers cross-origin callers only through CORS; nothing else embeds it.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });

    if (options.corsOrigins.length > 0) {
      await app.register(cors, {
        origin: options.corsOrigins,
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
        exposedHeaders: ['X-Request-Id', 'Retry-After'],
        // Bearer tokens, no cookies: credentials stay off.
        credentials: false,
        maxAge: 600,
      });
    }
  },
  { name: 'bayti-security' },
);
