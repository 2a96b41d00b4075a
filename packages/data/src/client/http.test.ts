import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, errorMessageOf, extractErrorMessage } from './api-error';
import { buildUrl, createApiClient, retryUnlessClientError } from './http';
import { authRoutes } from '../contract/routes/auth';
import { createMemoryTokenStore, createStorageTokenStore } from './token-store';
import { hangingFetch, headerOf, json, memoryStorage, stubFetch } from './test-helpers';

const okSchema = z.object({ ok: z.literal(true) });

describe('requests', () => {
  it('sends JSON to baseUrl + path with the stored bearer token', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { ok: true }));
    const client = createApiClient({
      baseUrl: '/api',
      fetch,
      tokenStore: createMemoryTokenStore('t0k3n'),
    });

    await expect(
      client.request('/things', { method: 'POST', body: { a: 1 }, schema: okSchema }),
    ).resolves.toEqual({
      ok: true,
    });

    const [call] = calls;
    expect(call?.url).toBe('/api/things');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe('{"a":1}');
    expect(headerOf(call!.init, 'Authorization')).toBe('Bearer t0k3n');
    expect(headerOf(call!.init, 'Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { ok: true }));
    const client = createApiClient({
      baseUrl: '/api',
      fetch,
      tokenStore: createMemoryTokenStore(),
    });
    await client.request('/things', { schema: okSchema });
    expect(headerOf(calls[0]!.init, 'Authorization')).toBeNull();
    expect(headerOf(calls[0]!.init, 'Content-Type')).toBeNull();
  });

  it("sends the reader's language as Accept-Language, read at each call", async () => {
    const { fetch, calls } = stubFetch(() => json(200, { ok: true }));
    let language: string | undefined = 'ar';
    const client = createApiClient({ baseUrl: '/api', fetch, language: () => language });
    await client.request('/things', { schema: okSchema });
    language = undefined;
    await client.request('/things', { schema: okSchema });
    expect(headerOf(calls[0]!.init, 'Accept-Language')).toBe('ar');
    expect(headerOf(calls[1]!.init, 'Accept-Language')).toBeNull();
  });

  it('builds query strings without unset values, encoding what needs it', () => {
    expect(
      buildUrl('/api', '/candidates', {
        salary: '3500+',
        page: 2,
        babycare: true,
        skills: '',
        visa: undefined,
      }),
    ).toBe('/api/candidates?salary=3500%2B&page=2&babycare=true');
  });

  it('trims a trailing slash from the base URL', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { ok: true }));
    await createApiClient({ baseUrl: 'https://api.bayti.ae/api/', fetch }).request('/x', {
      schema: okSchema,
    });
    expect(calls[0]?.url).toBe('https://api.bayti.ae/api/x');
  });
});

describe('a 401 answer', () => {
  it('removes the stored token and user and calls onUnauthorized', async () => {
    const storage = memoryStorage({ token: 'expired', user: '{"name":"Layla"}', locale: 'ar' });
    const onUnauthorized = vi.fn();
    const { fetch } = stubFetch(() =>
      json(401, { error: { code: 'unauthorized', message: 'Session expired' } }),
    );
    const client = createApiClient({
      baseUrl: '/api',
      fetch,
      tokenStore: createStorageTokenStore(storage),
      onUnauthorized,
    });

    const error = await client.request('/auth/me', { schema: okSchema }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: 'Session expired' });
    expect(storage.has('token')).toBe(false);
    expect(storage.has('user')).toBe(false);
    expect(storage.has('locale')).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('is only a failed sign-in when the call opts out of session expiry', async () => {
    const tokenStore = createMemoryTokenStore('still-valid');
    const onUnauthorized = vi.fn();
    const { fetch } = stubFetch(() =>
      json(401, { error: { code: 'unauthorized', message: 'Wrong email or password' } }),
    );
    const client = createApiClient({ baseUrl: '/api', fetch, tokenStore, onUnauthorized });

    await expect(
      client.request('/auth/login', {
        method: 'POST',
        schema: okSchema,
        expireSessionOn401: false,
      }),
    ).rejects.toMatchObject({ message: 'Wrong email or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBe('still-valid');
  });

  it('for a token signed out meanwhile, leaves the new session alone', async () => {
    const tokenStore = createMemoryTokenStore('old');
    const onUnauthorized = vi.fn();
    // The answer arrives after the reader signed out and in again.
    const { fetch } = stubFetch(() => {
      tokenStore.set('new');
      return json(401, { error: { code: 'unauthorized', message: 'Session expired' } });
    });
    const client = createApiClient({ baseUrl: '/api', fetch, tokenStore, onUnauthorized });
    await expect(client.request('/auth/me', { schema: okSchema })).rejects.toMatchObject({
      status: 401,
    });
    expect(tokenStore.get()).toBe('new');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('other errors leave the session alone', async () => {
    const tokenStore = createMemoryTokenStore('tok');
    const onUnauthorized = vi.fn();
    const { fetch } = stubFetch(() =>
      json(403, { error: { code: 'forbidden', message: 'Not yours' } }),
    );
    const client = createApiClient({ baseUrl: '/api', fetch, tokenStore, onUnauthorized });
    await expect(client.request('/x', { schema: okSchema })).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    expect(tokenStore.get()).toBe('tok');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('timeouts and cancellation', () => {
  it('gives up after the timeout with a timeout ApiError', async () => {
    const { fetch } = hangingFetch();
    const client = createApiClient({ baseUrl: '/api', fetch, timeoutMs: 20 });
    const error = await client.request('/slow', { schema: okSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'timeout' });
    expect((error as ApiError).message).toMatch(/did not answer/);
  });

  it('defaults to the 10 000 ms timeout', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { fetch } = stubFetch(() => json(200, { ok: true }));
    await createApiClient({ baseUrl: '/api', fetch }).request('/x', { schema: okSchema });
    expect(timeout).toHaveBeenCalledWith(10_000);
    timeout.mockRestore();
  });

  it("passes the caller's own cancellation through untouched", async () => {
    const { fetch } = hangingFetch();
    const client = createApiClient({ baseUrl: '/api', fetch, timeoutMs: 5_000 });
    const controller = new AbortController();
    const pending = client
      .request('/slow', { schema: okSchema, signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('reports a network failure with the thrown message', async () => {
    const { fetch } = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createApiClient({ baseUrl: '/api', fetch });
    await expect(
      client.request('/x', { schema: okSchema, fallbackMessage: 'Login failed' }),
    ).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: 'Failed to fetch',
    });
  });
});

describe('error messages (server message, response message, thrown message, fallback)', () => {
  it('prefer error.message, then message, then the thrown message, then the fallback', () => {
    const thrown = new Error('Network Error');
    const fallback = 'Failed to update agency profile';
    expect(
      extractErrorMessage({
        body: { error: { message: 'Email taken' }, message: 'Bad' },
        thrown,
        fallback,
      }),
    ).toBe('Email taken');
    expect(
      extractErrorMessage({
        body: { error: { code: 'x' }, message: 'Bad request' },
        thrown,
        fallback,
      }),
    ).toBe('Bad request');
    expect(extractErrorMessage({ body: '<html>502</html>', thrown, fallback })).toBe(
      'Network Error',
    );
    expect(extractErrorMessage({ body: { message: '  ' }, fallback })).toBe(fallback);
  });

  it('an HTTP error without any message uses the caller fallback', async () => {
    const { fetch } = stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const client = createApiClient({ baseUrl: '/api', fetch });
    await expect(
      client.request('/auth/login', { schema: okSchema, fallbackMessage: 'Login failed' }),
    ).rejects.toMatchObject({
      status: 502,
      code: 'service_unavailable',
      message: 'Login failed',
      fields: undefined,
    });
  });

  it('carries the code and field errors of the envelope', async () => {
    const envelope = {
      error: {
        code: 'validation',
        message: 'Check the form',
        fields: { email: 'Enter a valid email' },
      },
    };
    const { fetch } = stubFetch(() => json(400, envelope));
    const client = createApiClient({ baseUrl: '/api', fetch });
    await expect(
      client.request('/x', { method: 'PUT', body: {}, schema: okSchema }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Check the form',
      fields: { email: 'Enter a valid email' },
    });
  });

  it('errorMessageOf shows an ApiError as is and anything else through the same order', () => {
    expect(
      errorMessageOf(new ApiError({ status: 409, code: 'conflict', message: 'Taken' }), 'x'),
    ).toBe('Taken');
    expect(errorMessageOf(new Error('boom'), 'fallback')).toBe('boom');
    expect(errorMessageOf(null, 'fallback')).toBe('fallback');
  });
});

describe('response validation', () => {
  it('parses answers with the contract schema', async () => {
    const schema = z.object({ n: z.coerce.number() });
    const { fetch } = stubFetch(() => json(200, { n: '4', extra: 'dropped' }));
    await expect(
      createApiClient({ baseUrl: '/api', fetch }).request('/x', { schema }),
    ).resolves.toEqual({ n: 4 });
  });

  it('rejects an answer that breaks the contract', async () => {
    const { fetch } = stubFetch(() => json(200, { ok: 'yes' }));
    const error = await createApiClient({ baseUrl: '/api', fetch })
      .request('/x', { schema: okSchema })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
    expect((error as ApiError).cause).toBeInstanceOf(z.ZodError);
  });

  it('treats an empty 204 as undefined', async () => {
    const { fetch } = stubFetch(() => new Response(null, { status: 204 }));
    await expect(
      createApiClient({ baseUrl: '/api', fetch }).request('/x', { schema: okSchema.optional() }),
    ).resolves.toBeUndefined();
  });
});

describe('contract routes', () => {
  afterEach(() => vi.unstubAllEnvs());
  const { method, path, response } = authRoutes.me;
  const answer = {
    user: { id: 1, name: 'Amal', email: 'amal@example.com', role: 'client', emailVerified: true },
  };

  it('check an answer against the contract outside a production build', async () => {
    const { fetch } = stubFetch(() => json(200, { user: { ...answer.user, role: 'owner' } }));
    const error = await createApiClient({ baseUrl: '/api', fetch })
      .request(path, { method, schema: response })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('strip what the contract does not name, outside a production build', async () => {
    const { fetch } = stubFetch(() => json(200, { user: { ...answer.user, phone: '+971' } }));
    await expect(
      createApiClient({ baseUrl: '/api', fetch }).request(path, { method, schema: response }),
    ).resolves.toEqual(answer);
  });

  it('take the answer as the server sent it in a production build (the server checked it)', async () => {
    vi.stubEnv('PROD', true);
    const sent = { user: { ...answer.user, role: 'owner' } };
    const { fetch } = stubFetch(() => json(200, sent));
    await expect(
      createApiClient({ baseUrl: '/api', fetch }).request(path, { method, schema: response }),
    ).resolves.toEqual(sent);
  });

  it('accept an empty 204 for a route that has one (logout)', async () => {
    const { fetch } = stubFetch(() => new Response(null, { status: 204 }));
    const logout = authRoutes.logout;
    await expect(
      createApiClient({ baseUrl: '/api', fetch }).request(logout.path, {
        method: logout.method,
        schema: logout.response,
      }),
    ).resolves.toBeUndefined();
  });
});

describe('token store', () => {
  it('reads plain and JSON-quoted tokens (as jotai stores them)', () => {
    expect(createStorageTokenStore(memoryStorage({ token: 'abc' })).get()).toBe('abc');
    expect(createStorageTokenStore(memoryStorage({ token: '"abc"' })).get()).toBe('abc');
    expect(createStorageTokenStore(memoryStorage({ token: '' })).get()).toBeNull();
    expect(createStorageTokenStore(memoryStorage()).get()).toBeNull();
  });

  it('works without any storage (server, tests)', () => {
    const store = createStorageTokenStore(undefined);
    expect(store.get()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});

describe('base URL', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('uses VITE_API_URL when set', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.bayti.ae/api');
    const { resolveBaseUrl } = await import('./http');
    expect(resolveBaseUrl()).toBe('https://api.bayti.ae/api');
  });

  it('falls back to the local API with a single warning', async () => {
    vi.stubEnv('VITE_API_URL', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { resolveBaseUrl } = await import('./http');
    expect(resolveBaseUrl()).toBe('http://localhost:3000/api');
    expect(resolveBaseUrl()).toBe('http://localhost:3000/api');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('prefers the caller’s base URL without warning', async () => {
    vi.stubEnv('VITE_API_URL', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { resolveBaseUrl } = await import('./http');
    expect(resolveBaseUrl('/api')).toBe('/api');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('retry policy', () => {
  it('never retries 4xx answers and retries others twice', () => {
    const notFound = new ApiError({ status: 404, code: 'not_found', message: 'x' });
    const down = new ApiError({ status: 503, code: 'service_unavailable', message: 'x' });
    expect(retryUnlessClientError(0, notFound)).toBe(false);
    expect(retryUnlessClientError(1, down)).toBe(true);
    expect(retryUnlessClientError(2, down)).toBe(false);
  });
});
