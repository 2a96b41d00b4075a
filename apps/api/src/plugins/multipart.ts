import multipart from '@fastify/multipart';
import { MAX_VIDEO_BYTES } from '@bayti/data/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * multipart/form-data for uploads. Nothing is parsed until a route asks (storage/receive-upload.ts
 * sets each kind's own limits); these are the ceilings. Names keep any path they arrive with
 * (preservePath), so an upload named '../../x.pdf' is refused rather than silently renamed.
 */
export const multipartPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      preservePath: true,
      throwFileSizeLimit: false,
      limits: {
        fileSize: MAX_VIDEO_BYTES,
        files: 1,
        fields: 4,
        fieldSize: 256,
        parts: 5,
        headerPairs: 20,
      },
    });
  },
  { name: 'bayti-multipart' },
);
