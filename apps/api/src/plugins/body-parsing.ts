import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The API speaks JSON only: other bodies answer 415 rather than reaching a schema as text. */
export const bodyParsingPlugin = fp(
  async (app: FastifyInstance) => {
    app.removeContentTypeParser('text/plain');

    // An empty body with a JSON content type means "no body" (a bare logout call), not an error;
    // the route's schema still refuses a missing body where one is required. Prototype
    // poisoning (__proto__, constructor.prototype) is refused as invalid JSON.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text === '') done(null, undefined);
      else parseJson(request, text, done);
    });
  },
  { name: 'bayti-body-parsing' },
);
