import { describe, expect, it } from 'vitest';
import { fetchAdminInbox, setInboxItemHandled } from './admin-inbox';
import { createApiClient } from './http';
import { createMemoryTokenStore } from './token-store';
import { json, stubFetch } from './test-helpers';

const item = {
  kind: 'newsletter',
  id: 3,
  handled: true,
  createdAt: '2026-11-22T08:00:00.000Z',
  email: 'reader@example.com',
};

const clientWith = (handler: Parameters<typeof stubFetch>[0]) => {
  const stub = stubFetch(handler);
  const tokenStore = createMemoryTokenStore('admin-token');
  return { ...stub, client: createApiClient({ baseUrl: '/api', fetch: stub.fetch, tokenStore }) };
};

describe('admin inbox', () => {
  it('asks for one kind with its filters', async () => {
    const page = {
      items: [item],
      total: 1,
      page: 1,
      pageSize: 12,
      unhandled: { contact: 0, visa: 2, newsletter: 0 },
    };
    const { client, calls } = clientWith(() => json(200, { data: page }));
    await expect(fetchAdminInbox(client, { kind: 'newsletter', handled: true })).resolves.toEqual(
      page,
    );
    expect(calls[0]?.url).toBe('/api/admin/inbox?kind=newsletter&handled=true');
  });

  it('marks an entry with PATCH on its kind and id', async () => {
    const { client, calls } = clientWith(() => json(200, { data: { item } }));
    await expect(setInboxItemHandled(client, 'newsletter', 3, true)).resolves.toEqual(item);
    expect(calls[0]).toMatchObject({
      url: '/api/admin/inbox/newsletter/3',
      init: { method: 'PATCH', body: '{"handled":true}' },
    });
  });
});
