import { describe, expect, it } from 'vitest';
import { changeAdminPin } from './admin-profile';
import { createApiClient } from './http';
import { createMemoryTokenStore } from './token-store';
import { json, stubFetch } from './test-helpers';

describe('admin profile', () => {
  it('changes the signed-in admin’s PIN with PUT /admin/me/pin', async () => {
    const stub = stubFetch(() => json(200, { ok: true }));
    const client = createApiClient({
      baseUrl: '/api',
      fetch: stub.fetch,
      tokenStore: createMemoryTokenStore('admin-token'),
    });
    const body = { currentPin: '1234', newPin: '2580', confirmPin: '2580' };
    await expect(changeAdminPin(client, body)).resolves.toBeUndefined();
    expect(stub.calls[0]).toMatchObject({ url: '/api/admin/me/pin', init: { method: 'PUT' } });
    expect(JSON.parse(String(stub.calls[0]?.init.body))).toEqual(body);
  });
});
