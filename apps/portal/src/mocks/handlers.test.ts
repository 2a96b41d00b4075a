import {
  ApiError,
  callRoute,
  createApiClient,
  createMemoryTokenStore,
  type ApiClient,
} from '@bayti/data/client';
import { SIGN_UP_MESSAGE, type Role } from '@bayti/data/contract';
import { authRoutes, candidatesRoutes, formsRoutes } from '@bayti/data/contract/routes';
import { candidateContacts, DEMO_PASSWORD, publicCandidates } from '@bayti/data/fixtures';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { CANDIDATE_NOT_FOUND_MESSAGE, firstCandidatesPage } from './candidates';
import { mockEndpoint } from './endpoint-handler';
import { handlers } from './handlers';
import { INVALID_CREDENTIALS_MESSAGE } from './auth';
import { demoSessionOf, resetMockAccounts } from './session';

/**
 * The mock API the stories run on, called through the portal's own API client, so a story's
 * mock answers what the client parses and refuses what the server refuses.
 */
const server = setupServer(...handlers);
const baseUrl = 'http://portal.test/api';
const visitor = () => createApiClient({ baseUrl, tokenStore: createMemoryTokenStore() });
const signedInAs = (role: Role) =>
  createApiClient({ baseUrl, tokenStore: createMemoryTokenStore(demoSessionOf(role).token) });

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
  resetMockAccounts();
});
afterAll(() => server.close());

describe('candidates', () => {
  test('the list answers the fixtures’ first page, as many as asked, whatever the search', async () => {
    const params = { nationality: 'Filipino', sort: 'age-desc', page: 1, pageSize: 2 } as const;
    const page = await callRoute(visitor(), candidatesRoutes.candidates, { query: params });
    expect(page).toEqual(firstCandidatesPage(2));
    expect(page.total).toBe(publicCandidates.length);
  });

  test('a query outside the contract is a 400 naming the field', async () => {
    const response = await fetch(`${baseUrl}/candidates?sort=sideways`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: object } };
    expect(body.error.code).toBe('validation');
    expect(body.error.fields).toHaveProperty('sort');
  });

  test('a profile that does not exist is the server’s 404', async () => {
    const error = await failure(
      callRoute(visitor(), candidatesRoutes.candidate, { params: { id: 9999 } }),
    );
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
    expect(error.message).toBe(CANDIDATE_NOT_FOUND_MESSAGE);
  });

  test('contact details: families only, never visitors or agencies', async () => {
    const id = publicCandidates[0]?.id ?? 1;
    const contactOf = (client: ApiClient) =>
      callRoute(client, candidatesRoutes.candidateContact, { params: { id } });
    await expect(contactOf(signedInAs('client'))).resolves.toMatchObject({
      contact: { phone: candidateContacts[id]?.phone },
    });
    expect(await failure(contactOf(visitor()))).toMatchObject({ status: 401 });
    expect(await failure(contactOf(signedInAs('agency')))).toMatchObject({
      status: 403,
    });
  });
});

describe('accounts', () => {
  test('a demo account signs in, and its token is the session', async () => {
    const result = await callRoute(visitor(), authRoutes.login, {
      body: { email: 'family@demo.bayti.ae', password: DEMO_PASSWORD },
    });
    expect(result.user).toMatchObject({ email: 'family@demo.bayti.ae', role: 'client' });
    const client = createApiClient({
      baseUrl,
      tokenStore: createMemoryTokenStore(result.token),
    });
    await expect(callRoute(client, authRoutes.me)).resolves.toEqual({ user: result.user });
  });

  test('a wrong password is a 401 with the server’s words', async () => {
    const error = await failure(
      callRoute(visitor(), authRoutes.login, {
        body: { email: 'family@demo.bayti.ae', password: 'wrong-password' },
      }),
    );
    expect(error).toMatchObject({ status: 401, message: INVALID_CREDENTIALS_MESSAGE });
  });

  test('signing up answers the same for a new and a taken email, and starts no session', async () => {
    const account = { name: 'Noura', email: 'noura@example.ae', password: 'a-long-password' };
    const register = () => callRoute(visitor(), authRoutes.register, { body: account });
    await expect(register()).resolves.toEqual({ message: SIGN_UP_MESSAGE });
    await expect(register()).resolves.toEqual({ message: SIGN_UP_MESSAGE });
  });
});

describe('forms and the contract', () => {
  test('a message the contract refuses is a 400 with its fields; a good one is stored', async () => {
    const response = await fetch(`${baseUrl}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '', email: 'not-an-email' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: object } };
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['name', 'email']));

    const stored = await callRoute(visitor(), formsRoutes.contact, {
      body: {
        name: 'Layla Hassan',
        email: 'layla@example.ae',
        countryCode: '+971',
        phone: '501234567',
        message: 'A live-in nanny from January.',
        worker: false,
        employer: true,
      },
    });
    expect(stored.id).toBeGreaterThan(0);
  });

  test('a mock that answers outside the response schema fails instead of passing it on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Deliberately the wrong shape: the list's answer without its envelope.
    server.use(mockEndpoint('candidates', () => ({ candidates: [] }) as never));
    const error = await failure(callRoute(visitor(), candidatesRoutes.candidates, { query: {} }));
    expect(error.status).toBe(500);
  });

  test('an API call no mock answers is a 404, never a real request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await fetch(`${baseUrl}/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
