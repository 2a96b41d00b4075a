import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { preferredLocale } from '../i18n/locale';
import { toErrorResponse } from './error-response';

/** Every failure leaves as the error envelope; the stack of an unexpected one is only logged. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(async (error, request, reply) => {
      const response = toErrorResponse(error, preferredLocale(request.headers['accept-language']));
      if (response.unexpected) request.log.error({ err: error }, 'Unexpected error');
      else if (response.status >= 500) request.log.warn({ err: error }, 'Service error');
      return reply
        .code(response.status)
        .headers({ ...response.headers, vary: 'Accept-Language' })
        .send(response.body);
    });
  },
  { name: 'bayti-errors' },
);
