import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createAdminUser, deleteAdminUser, fetchAdminUsers, updateAdminUser } from './admin-users';
import { createApiClient } from './http';
import { createMemoryTokenStore } from './token-store';
import { json, stubFetch } from './test-helpers';

const user = {
  id: 7,
  userName: 'Sara Ali',
  department: 'Finance',
  email: 'sara@bayti.ae',
  phone: '+971501112233',
  createdOn: '2026-11-22',
  status: 'ACTIVE',
};

const clientWith = (handler: Parameters<typeof stubFetch>[0]) => {
  const stub = stubFetch(handler);
  const tokenStore = createMemoryTokenStore('admin-token');
  return { ...stub, client: createApiClient({ baseUrl: '/api', fetch: stub.fetch, tokenStore }) };
};

describe('admin users', () => {
  it('lists with search, status and page in the query', async () => {
    const page = { items: [user], total: 1, page: 1, pageSize: 12 };
    const { client, calls } = clientWith(() => json(200, { data: page }));
    await expect(fetchAdminUsers(client, { search: 'sara', status: 'ACTIVE' })).resolves.toEqual(
      page,
    );
    expect(calls[0]?.url).toBe('/api/admin/users?search=sara&status=ACTIVE');
  });

  it('adds, edits and deletes through their own methods and paths', async () => {
    const { client, calls } = clientWith(({ init }) =>
      init.method === 'DELETE' ? json(200, { ok: true }) : json(200, { data: { user } }),
    );
    const form = {
      name: 'Sara Ali',
      department: 'Finance',
      mobile: '+971501112233',
      email: 'sara@bayti.ae',
      status: 'ACTIVE' as const,
      pin: '1234',
      confirmPin: '1234',
    };
    await expect(createAdminUser(client, form)).resolves.toEqual(user);
    await expect(updateAdminUser(client, 7, { status: 'INACTIVE' })).resolves.toEqual(user);
    await expect(deleteAdminUser(client, 7)).resolves.toBeUndefined();
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', '/api/admin/users'],
      ['PATCH', '/api/admin/users/7'],
      ['DELETE', '/api/admin/users/7'],
    ]);
  });

  it('surfaces the server’s field errors of Add User', async () => {
    const envelope = {
      error: {
        code: 'validation',
        message: 'Please fill all fields correctly, and ensure pins match.',
        fields: { confirmPin: 'PINs do not match' },
      },
    };
    const { client } = clientWith(() => json(400, envelope));
    const error = await createAdminUser(client, {
      name: 'A',
      department: 'B',
      mobile: '+971501112233',
      email: 'a@b.ae',
      status: 'ACTIVE',
      pin: '1234',
      confirmPin: '4321',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: envelope.error.message,
      fields: { confirmPin: 'PINs do not match' },
    });
  });
});
