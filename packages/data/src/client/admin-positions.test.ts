import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import {
  fetchPositions,
  positionKeys,
  positionsQueryOptions,
  savePositions,
} from './admin-positions';
import { createMemoryTokenStore } from './token-store';
import { json, stubFetch } from './test-helpers';

const clientWith = (handler: Parameters<typeof stubFetch>[0]) => {
  const stub = stubFetch(handler);
  const tokenStore = createMemoryTokenStore('admin-token');
  return { ...stub, client: createApiClient({ baseUrl: '/api', fetch: stub.fetch, tokenStore }) };
};

describe('positions', () => {
  it('reads the admin list and the agency list from their own paths', async () => {
    const { client, calls } = clientWith(() => json(200, { data: { positions: ['Cook'] } }));
    await expect(fetchPositions(client, 'admin')).resolves.toEqual(['Cook']);
    await expect(fetchPositions(client, 'agency')).resolves.toEqual(['Cook']);
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['GET', '/api/admin/positions'],
      ['GET', '/api/agency/positions'],
    ]);
    expect(positionsQueryOptions(client, 'agency').queryKey).toEqual(positionKeys.list('agency'));
  });

  it('saves the whole list with PUT and answers it as stored', async () => {
    const { client, calls } = clientWith(() => json(200, { data: { positions: ['Maid'] } }));
    await expect(savePositions(client, 'admin', [' Maid', 'maid'])).resolves.toEqual(['Maid']);
    expect(calls[0]).toMatchObject({ url: '/api/admin/positions', init: { method: 'PUT' } });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ positions: [' Maid', 'maid'] });
  });
});
