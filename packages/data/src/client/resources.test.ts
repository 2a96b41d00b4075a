import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { candidateContacts, cities, publicCandidates } from '../fixtures';
import { normalizeCandidatesParams } from '../contract/candidate-search-params';
import { authRoutes } from '../contract/routes/auth';
import { candidatesRoutes } from '../contract/routes/candidates';
import { geoRoutes } from '../contract/routes/geo';
import { logout } from './auth';
import { callRoute, routeKey, routeQuery } from './route-call';
import { createApiClient, type ApiClient } from './http';
import { createMemoryTokenStore } from './token-store';
import { headerOf, json, stubFetch } from './test-helpers';

const user = {
  id: 4,
  name: 'Layla Hassan',
  email: 'family@demo.bayti.ae',
  role: 'client' as const,
  emailVerified: true,
};

const clientWith = (handler: Parameters<typeof stubFetch>[0], token: string | null = null) => {
  const stub = stubFetch(handler);
  const tokenStore = createMemoryTokenStore(token);
  return {
    ...stub,
    tokenStore,
    client: createApiClient({ baseUrl: '/api', fetch: stub.fetch, tokenStore }),
  };
};

describe('auth', () => {
  it('register posts the body and answers the message, storing no session', async () => {
    const { client, calls, tokenStore } = clientWith(() => json(202, { message: 'Check' }));
    await expect(
      callRoute(client, authRoutes.register, {
        body: { name: 'Layla', email: 'family@demo.bayti.ae', password: 'secret123' },
      }),
    ).resolves.toEqual({ message: 'Check' });
    expect(calls[0]).toMatchObject({ url: '/api/auth/register', init: { method: 'POST' } });
    expect(tokenStore.get()).toBeNull();
  });

  it('verify-email posts the token and returns token and user without storing them', async () => {
    const { client, calls, tokenStore } = clientWith(() => json(200, { token: 'new', user }));
    await expect(
      callRoute(client, authRoutes.verifyEmail, { body: { token: 'abc' } }),
    ).resolves.toEqual({ token: 'new', user });
    expect(calls[0]).toMatchObject({ url: '/api/auth/verify-email', init: { method: 'POST' } });
    expect(tokenStore.get()).toBeNull();
  });

  it("sign-in failures show the server's message, else the caller's fallback", async () => {
    const body = { email: 'a@b.ae', password: 'x' };
    const options = { fallbackMessage: 'Login failed', expireSessionOn401: false };
    const wrong = clientWith(
      () => json(401, { error: { code: 'unauthorized', message: 'Wrong email or password' } }),
      'old',
    );
    await expect(
      callRoute(wrong.client, authRoutes.login, { body }, options),
    ).rejects.toMatchObject({ message: 'Wrong email or password' });
    // A refused sign-in is not an expired session: what is stored stays.
    expect(wrong.tokenStore.get()).toBe('old');
    const silent = clientWith(() => new Response(null, { status: 500 }));
    await expect(
      callRoute(silent.client, authRoutes.login, { body }, options),
    ).rejects.toMatchObject({ message: 'Login failed' });
  });

  it('logout clears the local session even when the server call fails', async () => {
    const ok = clientWith(() => new Response(null, { status: 204 }), 'tok');
    await logout(ok.client);
    expect(ok.tokenStore.get()).toBeNull();

    const down = clientWith(
      () => json(503, { error: { code: 'service_unavailable', message: 'Down' } }),
      'tok',
    );
    await expect(logout(down.client)).rejects.toMatchObject({ status: 503 });
    expect(down.tokenStore.get()).toBeNull();
  });
});

describe('account settings', () => {
  it('a wrong current password keeps the session and names the field', async () => {
    const { client, tokenStore } = clientWith(
      () =>
        json(400, {
          error: {
            code: 'validation',
            message: 'Please check the highlighted fields.',
            fields: { currentPassword: 'Your current password is not correct.' },
          },
        }),
      'tok',
    );
    await expect(
      callRoute(client, authRoutes.changePassword, {
        body: { currentPassword: 'nope', newPassword: 'long enough' },
      }),
    ).rejects.toMatchObject({
      status: 400,
      fields: { currentPassword: 'Your current password is not correct.' },
    });
    expect(tokenStore.get()).toBe('tok');
  });
});

describe('candidates', () => {
  it('list queries share a key whatever the unset filters, order and explicit defaults', () => {
    const keyOf = (params: Parameters<typeof normalizeCandidatesParams>[0]) =>
      routeKey(candidatesRoutes.candidates, { query: normalizeCandidatesParams(params) });
    const a = keyOf({ nationality: 'Kenyan', skills: '', babycare: false, page: 1 });
    const b = keyOf({
      page: 1,
      sort: 'default',
      nationality: 'Kenyan',
      pageSize: 12,
      location: undefined,
    });
    const queryClient = new QueryClient();
    expect(queryClient.getQueryCache().build(queryClient, { queryKey: a }).queryHash).toBe(
      queryClient.getQueryCache().build(queryClient, { queryKey: b }).queryHash,
    );
    expect(normalizeCandidatesParams()).toEqual({ sort: 'default', page: 1, pageSize: 12 });
  });

  it('fetches a page with the filters in the query string and validates it', async () => {
    const page = {
      candidates: publicCandidates.slice(0, 2),
      total: 2,
      page: 1,
      pageSize: 12,
      nationalities: [{ nationality: 'Filipino', count: 3 }],
      nextCursor: null,
    };
    const { client, calls } = clientWith(() => json(200, { data: page }));
    const options = routeQuery(client, candidatesRoutes.candidates, {
      query: normalizeCandidatesParams({ salary: '3500+', babycare: true, maxAge: 40 }),
    });
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual(page);
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/candidates');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      salary: '3500+',
      babycare: 'true',
      maxAge: '40',
      sort: 'default',
      page: '1',
      pageSize: '12',
    });
  });

  it('never lets contact details into a public candidate', async () => {
    const leaky = {
      ...publicCandidates[0],
      contact: { phone: '+971', whatsapp: '+971' },
      phone: '+971',
    };
    const { client } = clientWith(() => json(200, { data: { candidate: leaky } }));
    const { candidate } = await new QueryClient().fetchQuery(
      routeQuery(client, candidatesRoutes.candidate, { params: { id: 1 } }),
    );
    expect(candidate).not.toHaveProperty('contact');
    expect(candidate).not.toHaveProperty('phone');
    expect(candidate).toEqual(publicCandidates[0]);
  });

  it('fetches contact details with the bearer token and surfaces plan_required', async () => {
    const contact = { ...candidateContacts[1]!, location: 'Dubai' };
    const contactOf = (client: ApiClient) =>
      routeQuery(client, candidatesRoutes.candidateContact, { params: { id: 1 } });
    const ok = clientWith(() => json(200, { data: { contact } }), 'tok');
    await expect(new QueryClient().fetchQuery(contactOf(ok.client))).resolves.toEqual({ contact });
    expect(ok.calls[0]?.url).toBe('/api/candidates/1/contact');
    expect(headerOf(ok.calls[0]!.init, 'Authorization')).toBe('Bearer tok');

    const noPlan = clientWith(
      () => json(403, { error: { code: 'plan_required', message: 'Choose an access plan' } }),
      'tok',
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery(contactOf(noPlan.client))).rejects.toMatchObject({
      status: 403,
      code: 'plan_required',
    });
  });
});

describe('geo', () => {
  it('lists cities of one country, with the query signal so a stale request is cancelled', async () => {
    const uae = cities.filter((city) => city.country_id === 1);
    const { client, calls } = clientWith(() => json(200, { data: { cities: uae } }));
    await expect(
      new QueryClient().fetchQuery(
        routeQuery(client, geoRoutes.cities, { query: { country_id: 1 } }),
      ),
    ).resolves.toEqual({ cities: uae });
    expect(calls[0]?.url).toBe('/api/cities/list?country_id=1');
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });
});
