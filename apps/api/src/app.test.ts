import { gunzipSync } from 'node:zlib';
import { API_PREFIX, endpoints } from '@bayti/data/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/connection';
import { body, startTestApp, type TestApp } from './test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('sends the content security policy and the other hardening headers', async () => {
    for (const url of ['/api/candidates', '/api/nope', '/api/docs']) {
      const { headers } = await get(url);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  it('answers same-origin only unless origins are configured', async () => {
    const origin = 'https://partner.example.com';
    const closed = await get('/api/countries/list', { origin });
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();

    const open = await t.variant({ env: { CORS_ORIGINS: `${origin}, https://other.example.com` } });
    const allowed = await open.inject({
      method: 'GET',
      url: '/api/countries/list',
      headers: { origin },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe(origin);
    const preflight = await open.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    const stranger = await open.inject({
      method: 'GET',
      url: '/api/countries/list',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('request ids', () => {
  it('gives every request its own id in x-request-id', async () => {
    const [a, b] = await Promise.all([get('/api/health'), get('/api/nope')]);
    expect(a.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("keeps a proxy's id when it is well-formed, and replaces one that is not", async () => {
    expect(
      (await get('/api/health', { 'x-request-id': 'lb-12345678' })).headers['x-request-id'],
    ).toBe('lb-12345678');
    const forged = await get('/api/health', { 'x-request-id': 'bad id\nwith newline' });
    expect(forged.headers['x-request-id']).not.toContain('bad id');
  });
});

describe('errors', () => {
  it('answers an unknown /api route with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/does/not/exist?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(body(response)).toEqual({
        error: {
          code: 'not_found',
          message: `No route for ${method} /api/does/not/exist.`,
          messageId: 'error.noRoute',
          params: { method, path: '/api/does/not/exist' },
        },
      });
    }
  });

  it('answers a 404 for pages when no portal is built', async () => {
    const response = await get('/candidates/3', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toMatchObject({ error: { code: 'not_found' } });
  });

  it('answers malformed JSON with a clear 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", ',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({
      error: {
        code: 'validation',
        message: 'The request body is not valid JSON.',
        messageId: 'error.invalidJson',
      },
    });
  });

  it('refuses prototype pollution attempts as invalid JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "email": "a@example.com", "password": "x"}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(body(response)).toMatchObject({ error: { message: 'The request body is too large.' } });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(response.statusCode).toBe(415);
    expect(body(response)).toMatchObject({ error: { code: 'validation' } });
  });

  it('answers an unexpected failure with a generic 500 and no details', async () => {
    const broken = new Proxy({} as Database, {
      get() {
        throw new Error('relation "secret_table" does not exist');
      },
    });
    const app = await t.variant({ database: { ...t.database, db: broken } });
    const response = await app.inject({ method: 'GET', url: '/api/countries/list' });
    expect(response.statusCode).toBe(500);
    expect(body(response)).toEqual({
      error: {
        code: 'internal',
        message: 'Something went wrong. Please try again.',
        messageId: 'error.internal',
      },
    });
    expect(response.body).not.toContain('secret_table');
    expect(response.body).not.toMatch(/\bat\s.+\.ts/);
  });
});

describe('logs', () => {
  it('are JSON lines with request ids and never hold passwords or tokens', async () => {
    const lines: string[] = [];
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'trace', PORTAL_DIST: '/nonexistent' }), {
      database: t.database,
      logStream: { write: (line) => lines.push(line) },
    });
    const password = 'Sup3r secret passphrase';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Logged', email: 'logged@example.com', password },
    });
    // Sign-up starts no session (the email is verified first); a sign-in does.
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'logged@example.com', password },
    });
    const { token } = body<{ token: string }>(signedIn);
    await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'logged@example.com', password: 'wrong one!' },
    });
    await app.close();

    expect(lines.length).toBeGreaterThan(0);
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string });
    expect(entries.some((entry) => entry.reqId === registered.headers['x-request-id'])).toBe(true);
    const all = lines.join('\n');
    expect(all).not.toContain(password);
    expect(all).not.toContain('wrong one!');
    expect(all).not.toContain(token);
  });
});

describe('compression', () => {
  it('compresses large JSON answers for clients that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/candidates?pageSize=15',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const data = JSON.parse(gunzipSync(response.rawPayload).toString()) as {
      data: { total: number };
    };
    expect(data.data.total).toBe(15);
  });
});

describe('OpenAPI', () => {
  const toOpenApiPath = (path: string) => `${API_PREFIX}${path.replace(/:(\w+)/g, '{$1}')}`;

  it('describes every endpoint with its schemas', async () => {
    const response = await get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = body<{
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            responses: Record<string, unknown>;
            requestBody?: unknown;
            parameters?: { name: string }[];
          }
        >
      >;
    }>(response);
    expect(doc.openapi).toMatch(/^3\./);

    const expected = [
      ...Object.values(endpoints).map((e) => [toOpenApiPath(e.path), e.method.toLowerCase()]),
      ['/api/health', 'get'],
    ];
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(expected.map(([p]) => p!))].sort());
    for (const [path, method] of expected) {
      const operation = doc.paths[path!]?.[method!];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation!.responses).length).toBeGreaterThan(0);
    }
    expect(doc.paths['/api/auth/register']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/agencies/my-agency']?.put?.requestBody).toBeDefined();
    for (const path of [
      '/api/contact',
      '/api/visa-requests',
      '/api/newsletter',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/change-password',
    ]) {
      expect(doc.paths[path]?.post?.requestBody, path).toBeDefined();
    }
    expect(doc.paths['/api/auth/me']?.patch?.requestBody).toBeDefined();
    expect(doc.paths['/api/auth/me']?.get).toBeDefined();
    expect(Object.keys(doc.paths['/api/auth/forgot-password']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['202', '400', '429']),
    );
    const listParams = doc.paths['/api/candidates']?.get?.parameters?.map((p) => p.name) ?? [];
    expect(listParams).toEqual(
      expect.arrayContaining([
        'nationality',
        'position',
        'workType',
        'visa',
        'location',
        'skills',
        'babycare',
        'maxAge',
        'salary',
        'sort',
        'page',
        'pageSize',
      ]),
    );
  });

  it('serves a browsable reference at /api/docs', async () => {
    const response = await get('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger-ui');
    // No inline script, so the strict policy holds there too.
    expect(response.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});

describe('messages in the caller language', () => {
  const signIn = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/login`, headers, payload });

  it('answers a refused sign-in in Arabic when the caller asks for Arabic', async () => {
    const payload = { email: 'nobody@example.com', password: 'wrong-password' };
    const arabic = await signIn({ 'accept-language': 'ar' }, payload);
    expect(arabic.statusCode).toBe(401);
    expect(body(arabic)).toMatchObject({
      error: { code: 'unauthorized', message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' },
    });
    expect(arabic.headers.vary).toContain('Accept-Language');

    const english = await signIn({ 'accept-language': 'en-GB,en;q=0.9' }, payload);
    expect(body(english)).toMatchObject({ error: { message: 'Invalid email or password.' } });
  });

  it('translates field messages, the contract ones and zod defaults alike', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/auth/register`,
      headers: { 'accept-language': 'ar-AE' },
      payload: {
        name: 'Layla',
        email: 'not-an-email',
        password: 'short',
        role: 'client',
        extra: 1,
      },
    });
    expect(response.statusCode).toBe(400);
    const { error } = body(response) as {
      error: { message: string; fields: Record<string, string> };
    };
    expect(error.message).toBe('يرجى مراجعة الحقول المحددة.');
    expect(error.fields.email).toBe('أدخل بريدًا إلكترونيًا صالحًا');
    expect(error.fields.password).toBe('يجب أن تتكون كلمة المرور من 8 أحرف على الأقل');
    for (const message of Object.values(error.fields)) expect(message).toMatch(/[\u0600-\u06FF]/);
  });
});
