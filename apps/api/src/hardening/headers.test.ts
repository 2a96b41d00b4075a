import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX, endpoints } from '@bayti/data/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { bearer, demoEmail, signIn, startTestApp, type TestApp } from '../test/harness';

/** A build like Vite's: the page loads its script from a file, never inline. */
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-1a2b3c.js"></script></head><body><div id="root"></div></body></html>';

let t: TestApp;
let withPortal: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'bayti-headers-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX);
  await fs.writeFile(path.join(dist, 'assets', 'index-1a2b3c.js'), 'console.log(1);');
  await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp();
  withPortal = await t.variant({ env: { PORTAL_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

/** The headers every answer carries, whatever its status or type. */
function expectSecurityHeaders(response: LightMyRequestResponse, where: string) {
  const h = response.headers;
  const csp = String(h['content-security-policy'] ?? '');
  expect(csp, where).toContain("default-src 'self'");
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toContain("object-src 'none'");
  expect(csp, where).toContain("base-uri 'self'");
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc, where).toBe("'self'");
  expect(csp, where).not.toContain('unsafe-eval');
  expect(csp, where).toContain("script-src-attr 'none'");
  expect(h['x-content-type-options'], where).toBe('nosniff');
  expect(h['x-frame-options'], where).toBe('DENY');
  expect(h['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(String(h['strict-transport-security']), where).toMatch(/max-age=\d{7,}/);
  expect(h['cross-origin-opener-policy'], where).toBe('same-origin');
  expect(h['cross-origin-resource-policy'], where).toBe('same-origin');
  expect(h['x-powered-by'], where).toBeUndefined();
}

describe('security headers', () => {
  it('on every API endpoint, for visitors and signed-in callers, whatever the status', async () => {
    const token = await signIn(t.app, demoEmail('admin'));
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const url = API_PREFIX + endpoint.path.replace(/:(\w+)/g, '1');
      for (const headers of [{}, bearer(token)]) {
        const response = await t.app.inject({
          method: endpoint.method,
          url,
          headers,
          ...(endpoint.method === 'GET' ? {} : { payload: {} }),
        });
        expectSecurityHeaders(
          response,
          `${name} ${endpoint.method} ${url} -> ${response.statusCode}`,
        );
      }
    }
  });

  it('on errors the framework answers itself (bad JSON, wrong type, unknown route, too large)', async () => {
    const responses = [
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: `"${'a'.repeat(1_100_000)}"`,
      }),
      await t.app.inject({ method: 'GET', url: '/api/no/such/route' }),
      await t.app.inject({ method: 'GET', url: '/api/docs' }),
    ];
    for (const response of responses) expectSecurityHeaders(response, `${response.statusCode}`);
  });

  it('on every HTML page and asset of the portal, with no inline script allowed', async () => {
    for (const url of [
      '/',
      '/candidates',
      '/candidates/3',
      '/dashboard/admin/analytics',
      '/index.html',
      '/assets/index-1a2b3c.js',
      '/favicon.svg',
      '/assets/missing.js',
    ]) {
      const response = await withPortal.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expectSecurityHeaders(response, `${url} -> ${response.statusCode}`);
    }
  });

  it("the portal's page itself needs no inline script (its build input loads scripts by src)", async () => {
    const html = await fs.readFile(path.join(REPO_ROOT, 'apps/portal/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(content!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});
