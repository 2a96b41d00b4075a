import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { stubDatabase } from '../test/stub-database';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-3f2a1b.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('bayti '.repeat(500))});`;
/** A chunk the build wrote no compressed copies of: compressed on the fly instead. */
const PLAIN_CHUNK = `console.log(${JSON.stringify('plain '.repeat(500))});`;

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'bayti-portal-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX);
  await fs.writeFile(path.join(dist, 'assets', 'index-3f2a1b.js'), SCRIPT);
  await fs.writeFile(path.join(dist, 'assets', 'plain-9c8d7e.js'), PLAIN_CHUNK);
  // The copies the portal build writes (apps/portal/build/precompress.ts).
  for (const [file, text] of [
    ['index.html', INDEX],
    ['assets/index-3f2a1b.js', SCRIPT],
  ] as const) {
    await fs.writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text));
    await fs.writeFile(path.join(dist, `${file}.gz`), gzipSync(text));
  }
  await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', PORTAL_DIST: dist }), {
    database: stubDatabase(),
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const page = (url: string) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

describe('serving the built portal', () => {
  it.each(['/', '/candidates', '/candidates/3?page=2', '/dashboard/employer', '/index.html'])(
    'answers %s with index.html, revalidated every time',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    },
  );

  const asset = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({
      method,
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  const copy = (file: string) => fs.readFile(path.join(dist, file));

  it('sends the Brotli copy when the browser accepts br, cached for a year', async () => {
    const response = await asset('/assets/index-3f2a1b.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(await copy('assets/index-3f2a1b.js.br'));
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to the gzip copy when br is not accepted', async () => {
    const response = await asset('/assets/index-3f2a1b.js', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(await copy('assets/index-3f2a1b.js.gz'));
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it.each([undefined, 'identity', 'zstd'])(
    'sends the file as it is for accept-encoding %s',
    async (acceptEncoding) => {
      const response = await asset('/assets/index-3f2a1b.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(SCRIPT);
    },
  );

  it('still compresses on the fly a file the build wrote no copy of', async () => {
    const response = await asset('/assets/plain-9c8d7e.js', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.rawPayload).toString()).toBe(PLAIN_CHUNK);
  });

  it.each(['/', '/candidates/3', '/index.html'])(
    'sends the page %s from its Brotli copy, revalidated every time',
    async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['vary']).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
    },
  );

  it('answers HEAD with the headers of the copy GET would send, and no body', async () => {
    const script = await asset('/assets/index-3f2a1b.js', 'br', 'HEAD');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toBe('');
    const index = await app.inject({
      method: 'HEAD',
      url: '/candidates',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-encoding']).toBe('gzip');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toBe('');
  });

  it('caches other public files briefly', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/gone-000000.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(INDEX);
  });

  it('keeps /api JSON, even for a browser asking for HTML', async () => {
    const response = await page('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await page('/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('falls back to the page only for GET navigations', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/candidates',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('never serves files outside the build', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/../../index.html',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.body).not.toContain('"name"');
    }
  });
});
