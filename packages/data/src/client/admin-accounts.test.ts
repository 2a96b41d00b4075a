import { describe, expect, it } from 'vitest';
import { downloadAdminInvoicesCsv, downloadAdminOrdersCsv } from './admin-accounts';
import { createApiClient } from './http';
import { createMemoryTokenStore } from './token-store';
import { headerOf, stubFetch } from './test-helpers';

const clientWith = (handler: Parameters<typeof stubFetch>[0]) => {
  const stub = stubFetch(handler);
  const tokenStore = createMemoryTokenStore('admin-token');
  return { ...stub, client: createApiClient({ baseUrl: '/api', fetch: stub.fetch, tokenStore }) };
};

describe('admin accounts', () => {
  it('downloads the CSV of the same search, with the bearer token and the file name', async () => {
    const { client, calls } = clientWith(
      () =>
        new Response('\uFEFFOrder No\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="orders-2026-11-22.csv"',
          },
        }),
    );
    const file = await downloadAdminOrdersCsv(client, { search: 'layla' });
    expect(file.fileName).toBe('orders-2026-11-22.csv');
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    await downloadAdminInvoicesCsv(client);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/admin/orders.csv?search=layla',
      '/api/admin/invoices.csv',
    ]);
    expect(headerOf(calls[0]!.init, 'authorization')).toBe('Bearer admin-token');
  });
});
