import { describe, expect, it } from 'vitest';
import {
  downloadAdminInvoicesCsv,
  downloadAdminOrdersCsv,
  fetchAdminInvoices,
  fetchAdminOrders,
} from './admin-accounts';
import { createApiClient } from './http';
import { createMemoryTokenStore } from './token-store';
import { headerOf, json, stubFetch } from './test-helpers';

const clientWith = (handler: Parameters<typeof stubFetch>[0]) => {
  const stub = stubFetch(handler);
  const tokenStore = createMemoryTokenStore('admin-token');
  return { ...stub, client: createApiClient({ baseUrl: '/api', fetch: stub.fetch, tokenStore }) };
};

const order = {
  id: 1,
  orderNo: 'ORD-2026-000001',
  orderDate: '2026-11-22',
  client: 'Layla Hassan',
  amount: 245,
  workerNationality: null,
  paymentStatus: 'PENDING',
  recruitmentStatus: 'IN PROGRESS',
  position: null,
  deployingCountry: null,
  description: 'Standard access plan (1 month)',
  invoiceId: 1,
  lastUpdatedOn: '2026-11-22',
};

describe('admin accounts', () => {
  it('reads the searched orders and invoices a page at a time', async () => {
    const { client, calls } = clientWith(({ url }) =>
      json(200, {
        data: { items: url.includes('orders') ? [order] : [], total: 1, page: 2, pageSize: 1 },
      }),
    );
    await expect(
      fetchAdminOrders(client, { search: 'layla', page: 2, pageSize: 1 }),
    ).resolves.toMatchObject({ items: [order], total: 1 });
    await fetchAdminInvoices(client, { search: 'paid' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/admin/orders?search=layla&page=2&pageSize=1',
      '/api/admin/invoices?search=paid',
    ]);
  });

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
