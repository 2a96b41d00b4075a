import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI 3 document is generated from the endpoints' declarations (the contract): their zod
 * schemas, and the summary, tag, security and error answers registerEndpoint reads from them, so it
 * cannot drift from what the server validates. Register before the routes it should describe.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Bayti API',
          description:
            'Marketplace for hiring domestic workers in the UAE. Errors answer `{ error: { code, message, fields? } }`.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token from sign-in' },
          },
        },
      },
      transform: createJsonSchemaTransform({ skipList: [OPENAPI_PATH] }),
      transformObject: jsonSchemaTransformObject,
    });

    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
    });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'bayti-openapi' },
);
