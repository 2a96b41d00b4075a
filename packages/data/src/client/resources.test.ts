import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { candidateContacts, cities, publicCandidates } from '../fixtures';
import {
  changePassword,
  forgotPassword,
  login,
  logout,
  meQueryOptions,
  register,
  resetPassword,
  updateMe,
} from './auth';
import {
  candidateContactQueryOptions,
  candidateKeys,
  candidateQueryOptions,
  candidatesQueryOptions,
  normalizeCandidatesParams,
} from './candidates';
import { citiesQueryOptions, countriesQueryOptions, geoKeys } from './geo';
import { createApiClient } from './http';
import { createMemoryTokenStore } from './token-store';
import { headerOf, json, stubFetch } from './test-helpers';

const user = {
  id: 4,
  name: 'Layla Hassan',
  email: 'family@demo.bayti.ae',
  role: 'client' as const,
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
  it('register posts the body and returns token and user without storing them', async () => {
    const { client, calls, tokenStore } = clientWith(() => json(201, { token: 'new', user }));
    await expect(
      register(client, { name: 'Layla', email: 'family@demo.bayti.ae', password: 'secret123' }),
    ).resolves.toEqual({
      token: 'new',
      user,
    });
    expect(calls[0]).toMatchObject({ url: '/api/auth/register', init: { method: 'POST' } });
    expect(tokenStore.get()).toBeNull();
  });

  it("login failures show the server's message, else 'Login failed'", async () => {
    const wrong = clientWith(() =>
      json(401, { error: { code: 'unauthorized', message: 'Wrong email or password' } }),
    );
    await expect(login(wrong.client, { email: 'a@b.ae', password: 'x' })).rejects.toMatchObject({
      message: 'Wrong email or password',
    });
    const silent = clientWith(() => new Response(null, { status: 500 }));
    await expect(login(silent.client, { email: 'a@b.ae', password: 'x' })).rejects.toMatchObject({
      message: 'Login failed',
    });
  });

  it("register failures fall back to 'Registration failed'", async () => {
    const { client } = clientWith(() => new Response('', { status: 500 }));
    await expect(
      register(client, { name: 'L', email: 'l@b.ae', password: 'secret123' }),
    ).rejects.toMatchObject({
      message: 'Registration failed',
    });
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

  it('meQueryOptions fetches the signed-in user', async () => {
    const { client } = clientWith(() => json(200, { user }), 'tok');
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(meQueryOptions(client))).resolves.toEqual(user);
    expect(meQueryOptions(client).queryKey).toEqual(['auth', 'me']);
  });
});

describe('account settings and password reset', () => {
  it('updateMe patches the name and answers the user', async () => {
    const { client, calls } = clientWith(
      () => json(200, { user: { ...user, name: 'Layla H' } }),
      'tok',
    );
    await expect(updateMe(client, { name: 'Layla H' })).resolves.toEqual({
      ...user,
      name: 'Layla H',
    });
    expect(calls[0]).toMatchObject({
      url: '/api/auth/me',
      init: { method: 'PATCH', body: '{"name":"Layla H"}' },
    });
    expect(headerOf(calls[0]!.init, 'Authorization')).toBe('Bearer tok');
  });

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
      changePassword(client, { currentPassword: 'nope', newPassword: 'long enough' }),
    ).rejects.toMatchObject({
      status: 400,
      fields: { currentPassword: 'Your current password is not correct.' },
    });
    expect(tokenStore.get()).toBe('tok');
  });

  it('changePassword answers the server sentence', async () => {
    const { client, calls } = clientWith(
      () => json(200, { message: 'Your password has been changed.' }),
      'tok',
    );
    await expect(
      changePassword(client, { currentPassword: 'old one!', newPassword: 'new one!!' }),
    ).resolves.toBe('Your password has been changed.');
    expect(calls[0]).toMatchObject({ url: '/api/auth/change-password', init: { method: 'POST' } });
  });

  it('forgotPassword answers the 202 sentence', async () => {
    const sentence =
      'If an account exists for this email, we have sent a link to reset the password.';
    const { client, calls } = clientWith(() => json(202, { message: sentence }));
    await expect(forgotPassword(client, { email: 'a@b.ae' })).resolves.toBe(sentence);
    expect(calls[0]).toMatchObject({
      url: '/api/auth/forgot-password',
      init: { method: 'POST', body: '{"email":"a@b.ae"}' },
    });
  });

  it("resetPassword shows the server's message for a dead link", async () => {
    const { client, calls } = clientWith(() =>
      json(400, {
        error: { code: 'validation', message: 'This reset link is invalid or has expired.' },
      }),
    );
    await expect(
      resetPassword(client, { token: 'abc', password: 'long enough' }),
    ).rejects.toMatchObject({ message: 'This reset link is invalid or has expired.' });
    expect(calls[0]?.url).toBe('/api/auth/reset-password');
  });
});

describe('candidates', () => {
  it('list query keys ignore unset filters, order and explicit defaults', () => {
    const a = candidateKeys.list({ nationality: 'Kenyan', skills: '', babycare: false, page: 1 });
    const b = candidateKeys.list({
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
    const options = candidatesQueryOptions(client, { salary: '3500+', babycare: true, maxAge: 40 });
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
    const candidate = await new QueryClient().fetchQuery(candidateQueryOptions(client, 1));
    expect(candidate).not.toHaveProperty('contact');
    expect(candidate).not.toHaveProperty('phone');
    expect(candidate).toEqual(publicCandidates[0]);
  });

  it('fetches contact details with the bearer token and surfaces plan_required', async () => {
    const contact = { ...candidateContacts[1]!, location: 'Dubai' };
    const ok = clientWith(() => json(200, { data: { contact } }), 'tok');
    await expect(
      new QueryClient().fetchQuery(candidateContactQueryOptions(ok.client, 1)),
    ).resolves.toEqual(contact);
    expect(ok.calls[0]?.url).toBe('/api/candidates/1/contact');
    expect(headerOf(ok.calls[0]!.init, 'Authorization')).toBe('Bearer tok');

    const noPlan = clientWith(
      () => json(403, { error: { code: 'plan_required', message: 'Choose an access plan' } }),
      'tok',
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(
      queryClient.fetchQuery(candidateContactQueryOptions(noPlan.client, 1)),
    ).rejects.toMatchObject({
      status: 403,
      code: 'plan_required',
    });
  });
});

describe('geo', () => {
  it('lists cities of one country, keyed by country', async () => {
    const uae = cities.filter((city) => city.country_id === 1);
    const { client, calls } = clientWith(() => json(200, { data: { cities: uae } }));
    await expect(new QueryClient().fetchQuery(citiesQueryOptions(client, 1))).resolves.toEqual(uae);
    expect(calls[0]?.url).toBe('/api/cities/list?country_id=1');
    expect(geoKeys.cities()).toEqual(['geo', 'cities', 'all']);
  });
});

describe('query options', () => {
  it('pass the query signal to fetch so stale requests are cancelled', async () => {
    const { client, calls } = clientWith(() => json(200, { data: { countries: [] } }));
    await new QueryClient().fetchQuery(countriesQueryOptions(client));
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });
});
