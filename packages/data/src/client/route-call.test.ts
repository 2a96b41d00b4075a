import { QueryClient } from '@tanstack/react-query';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AdminUser, AdminUsersPage } from '../contract';
import { adminUsersRoutes } from '../contract/routes/admin-users';
import { authRoutes } from '../contract/routes/auth';
import { createApiClient } from './http';
import { callRoute, routeKey, routeQuery } from './route-call';
import { json, stubFetch } from './test-helpers';
import { createMemoryTokenStore } from './token-store';

const user: AdminUser = {
  id: 7,
  userName: 'Mariam Saeed',
  department: 'Operations',
  email: 'mariam@bayti.ae',
  phone: '+971501234567',
  createdOn: '2026-11-22',
  status: 'ACTIVE',
};
const page: AdminUsersPage = { items: [user], total: 1, page: 2, pageSize: 10 };

const clientWith = (handler: Parameters<typeof stubFetch>[0]) => {
  const stub = stubFetch(handler);
  const client = createApiClient({
    baseUrl: 'http://api.test/api',
    fetch: stub.fetch,
    tokenStore: createMemoryTokenStore('token'),
  });
  return { client, calls: stub.calls };
};

describe('callRoute', () => {
  it('fills the path, sends the JSON body with the method and answers the data', async () => {
    const { client, calls } = clientWith(() => json(200, { data: { user } }));
    const answer = await callRoute(client, adminUsersRoutes.updateAdminUser, {
      params: { id: 7 },
      body: { status: 'ACTIVE' },
    });
    expect(answer).toEqual({ user });
    expectTypeOf(answer).toEqualTypeOf<{ user: AdminUser }>();
    expect(calls[0]?.url).toBe('http://api.test/api/admin/users/7');
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(calls[0]?.init.body).toBe(JSON.stringify({ status: 'ACTIVE' }));
  });

  it('keeps an answer that is not a lone data envelope whole', async () => {
    const { client } = clientWith(() => json(202, { message: 'Sent.' }));
    await expect(
      callRoute(client, authRoutes.forgotPassword, { body: { email: 'a@b.ae' } }),
    ).resolves.toEqual({ message: 'Sent.' });
  });

  it('refuses, at the type level, an input the declaration does not take', () => {
    const { client } = clientWith(() => json(200, { data: page }));
    // Never called: the type checker is the test.
    const typeOnly = () => [
      // @ts-expect-error: the list takes a query, no body
      callRoute(client, adminUsersRoutes.adminUsers, { body: {} }),
      // @ts-expect-error: updating a user needs its id
      callRoute(client, adminUsersRoutes.updateAdminUser, { body: {} }),
    ];
    expect(typeOnly).toBeTypeOf('function');
  });
});

describe('routeQuery and routeKey', () => {
  it('loads the query through the cache under the filled path and its query', async () => {
    const { client, calls } = clientWith(() => json(200, { data: page }));
    const options = routeQuery(client, adminUsersRoutes.adminUsers, {
      query: { search: 'mar', page: 2, pageSize: 10 },
    });
    expect(options.queryKey).toEqual(['admin', 'users', { search: 'mar', page: 2, pageSize: 10 }]);
    const data = await new QueryClient().fetchQuery(options);
    expect(data).toEqual(page);
    expect(calls[0]?.url).toBe('http://api.test/api/admin/users?search=mar&page=2&pageSize=10');
  });

  it('keys a route without its params by the segments before the first one', () => {
    expect(routeKey(adminUsersRoutes.updateAdminUser)).toEqual(['admin', 'users']);
    expect(routeKey(adminUsersRoutes.updateAdminUser, { params: { id: 7 } })).toEqual([
      'admin',
      'users',
      '7',
    ]);
  });
});
