import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withPageData, type PagePreloads } from './page-data';

/** Vite fingerprints everything under assets/, so those files can be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current fingerprints: always revalidate it. */
const REVALIDATE = 'no-cache';
/** Unhashed public files (favicon, images): cached briefly. */
const SHORT = 'public, max-age=3600';
/** The copies the portal build writes next to each text asset (apps/portal/build/precompress.ts). */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

export interface PortalOptions {
  dist: string;
}

/** True when the portal has been built into `dist`. */
export function portalIsBuilt(dist: string): boolean {
  return fs.existsSync(path.join(dist, 'index.html'));
}

const isApiUrl = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A browser navigation (not an API call, not an asset fetch) that the SPA should answer. */
export function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiUrl(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** dist/page-preloads.json, written with index.html by the portal's build; none if missing. */
async function readPagePreloads(dist: string): Promise<PagePreloads> {
  try {
    return JSON.parse(
      await fs.promises.readFile(path.join(dist, 'page-preloads.json'), 'utf8'),
    ) as PagePreloads;
  } catch {
    return {};
  }
}

/**
 * index.html for a page of the portal, revalidated every time. A public page that starts with an
 * API read gets that answer written in (page-data.ts), so it is built per request and carries no
 * validator; any other page, or a HEAD, is the file itself.
 */
export async function sendSpaIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  dist: string,
): Promise<FastifyReply> {
  reply.header('cache-control', REVALIDATE);
  if (request.method === 'GET') {
    const [html, preloads] = await Promise.all([
      fs.promises.readFile(path.join(dist, 'index.html'), 'utf8'),
      readPagePreloads(dist),
    ]);
    const page = await withPageData(request.server, html, request.url, preloads);
    if (page !== html) return reply.type('text/html; charset=utf-8').send(page);
  }
  return reply.sendFile('index.html');
}

/** Serves the built portal on the API's port; unknown pages fall back to index.html (see app.ts). */
export const portalPlugin = fp(
  async (app: FastifyInstance, options: PortalOptions) => {
    await app.register(fastifyStatic, {
      root: options.dist,
      prefix: '/',
      // Directories (and '/') fall through to the SPA fallback, which sets the right headers.
      index: false,
      redirect: false,
      cacheControl: false,
      dotfiles: 'ignore',
      // A request accepting br or gzip gets the build's copy of the file (Brotli quality 11),
      // with content-encoding set; app.ts's on-the-fly compression passes an encoded body through
      // untouched and still compresses what has no copy (small files, API JSON).
      preCompressed: true,
      setHeaders(res, filePath) {
        // filePath is the copy actually sent (index.html.br): its rules are the original's.
        const relative = path
          .relative(options.dist, filePath.replace(PRECOMPRESSED_SUFFIX, ''))
          .split(path.sep);
        const cacheControl =
          relative[0] === 'assets'
            ? IMMUTABLE
            : relative.at(-1) === 'index.html'
              ? REVALIDATE
              : SHORT;
        res.setHeader('cache-control', cacheControl);
      },
    });
    // Every portal file may be sent as one of three bodies (br, gzip, plain), so a cache must key
    // it on accept-encoding, whichever was sent (CORS may already vary it on origin).
    app.addHook('onSend', async (request, reply) => {
      if (isApiUrl(request.url)) return;
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/\baccept-encoding\b/i.test(vary))
        reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    });
    // The static handler refuses directories (index: false), so the root gets the page here.
    app.get('/', { schema: { hide: true } }, async (request, reply) =>
      sendSpaIndex(request, reply, options.dist),
    );
  },
  { name: 'bayti-portal' },
);
