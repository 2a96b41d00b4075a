import type { AdminInvoicesPage, AdminOrdersPage, PurchasePlanResult } from '@bayti/data/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, expectAdminOnly, signInEveryRole, type RoleTokens } from '../../test/admin-access';
import { registerFamily } from '../../test/families';
import { startTestApp, type TestApp } from '../../test/harness';
import { recordTransfer } from '../../test/payments';
import { uaeDay } from '../../uae-calendar';
import { csvCell, toCsv } from './csv';

let t: TestApp;
let tokens: RoleTokens;
/** Names carry a marker, so searches find only this file's rows beside the seeded ones. */
const FORMULA_NAME = '=HYPERLINK("http://evil.test")Qx7';
const QUOTED_NAME = 'Qx7 Noor, "Al" Family';
let unpaid: PurchasePlanResult;
let paid: PurchasePlanResult;

const buy = async (name: string, planId: string) => {
  const family = await registerFamily(t.app, name);
  const response = await family.call({
    method: 'POST',
    url: '/api/employer/plans',
    payload: { planId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: PurchasePlanResult }>().data;
};

beforeAll(async () => {
  t = await startTestApp();
  tokens = await signInEveryRole(t);
  unpaid = await buy(FORMULA_NAME, 'standard');
  t.clock.advance(60_000);
  paid = await buy(QUOTED_NAME, 'basic');
  const payment = await recordTransfer(t.app, paid.invoice, { token: tokens.admin });
  expect(payment.statusCode, payment.body).toBe(200);
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await callAs(t, tokens.admin, { method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const orders = async (query: string) =>
  (await get(`/api/admin/orders?${query}`)).json<{ data: AdminOrdersPage }>().data;
const invoices = async (query: string) =>
  (await get(`/api/admin/invoices?${query}`)).json<{ data: AdminInvoicesPage }>().data;

describe('Accounts > Orders', () => {
  it("lists every family's orders, newest first, with the admin labels", async () => {
    const page = await orders('search=qx7');
    const today = uaeDay(t.clock.now());
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        id: paid.order.id,
        orderNo: paid.order.orderNo,
        orderDate: today,
        client: QUOTED_NAME,
        amount: 195,
        workerNationality: null,
        paymentStatus: 'PAID',
        recruitmentStatus: 'COMPLETED',
        position: null,
        deployingCountry: null,
        description: 'Basic access plan (2 weeks)',
        invoiceId: paid.invoice.id,
        lastUpdatedOn: today,
      },
      expect.objectContaining({
        id: unpaid.order.id,
        client: FORMULA_NAME,
        amount: 245,
        paymentStatus: 'PENDING',
        recruitmentStatus: 'IN PROGRESS',
      }),
    ]);
  });

  it('searches the shown columns, case-insensitively, and pages with a total', async () => {
    const ids = async (search: string) =>
      (await orders(`search=${encodeURIComponent(search)}`)).items.map((o) => o.id);
    expect(await ids(unpaid.order.orderNo.toLowerCase())).toEqual([unpaid.order.id]);
    expect(await ids('noor, "al"')).toEqual([paid.order.id]);
    expect(await ids('hyperlink')).toEqual([unpaid.order.id]);
    expect(await ids('245.00')).toContain(unpaid.order.id);
    expect(await ids('245.00')).not.toContain(paid.order.id);
    expect(await ids('in progress')).toContain(unpaid.order.id);
    expect(await ids('in progress')).not.toContain(paid.order.id);
    const first = await orders('search=qx7&pageSize=1');
    const second = await orders('search=qx7&pageSize=1&page=2');
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([first.items[0]?.id, second.items[0]?.id]).toEqual([paid.order.id, unpaid.order.id]);
    // Clear: no search lists everything, these two included.
    const all = await orders('pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.items.map((o) => o.id)).toEqual(
      expect.arrayContaining([paid.order.id, unpaid.order.id]),
    );
  });
});

describe('Accounts > Invoice', () => {
  it('lists and searches invoices with the payment label', async () => {
    const page = await invoices('search=qx7');
    expect(page.items).toEqual([
      {
        id: paid.invoice.id,
        invoiceNo: paid.invoice.invoiceNo,
        invoiceDate: paid.invoice.invoiceDate,
        client: QUOTED_NAME,
        workerNationality: null,
        paymentStatus: 'PAID',
        deployingCountry: null,
        amount: 195,
        description: 'Basic access plan (2 weeks)',
        orderNo: paid.order.orderNo,
        lastUpdatedOn: uaeDay(t.clock.now()),
        refunded: 0,
        creditNotes: [],
      },
      expect.objectContaining({ id: unpaid.invoice.id, paymentStatus: 'PENDING', amount: 245 }),
    ]);
    const pending = await invoices(`search=${encodeURIComponent(unpaid.invoice.invoiceNo)}`);
    expect(pending.items.map((i) => i.id)).toEqual([unpaid.invoice.id]);
    expect((await invoices('search=qx7&pageSize=1&page=2')).items.map((i) => i.id)).toEqual([
      unpaid.invoice.id,
    ]);
  });
});

describe('the CSV downloads', () => {
  it('send the searched orders as an attachment, quoted and safe from formulas', async () => {
    const response = await get('/api/admin/orders.csv?search=qx7');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="orders-${uaeDay(t.clock.now())}\\.csv"`),
    );
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Order No,Order Date,Client,Amount (AED),Worker Nationality,Payment Status,Recruitment Status,Position,Deploying Country,Description,Last Updated On',
      `${paid.order.orderNo},${paid.order.orderDate},"Qx7 Noor, ""Al"" Family",195.00,,PAID,COMPLETED,,,Basic access plan (2 weeks),${uaeDay(t.clock.now())}`,
      `${unpaid.order.orderNo},${unpaid.order.orderDate},"'=HYPERLINK(""http://evil.test"")Qx7",245.00,,PENDING,IN PROGRESS,,,Standard access plan (1 month),${uaeDay(t.clock.now())}`,
      '',
    ]);
  });

  it('send the searched invoices, with the header row in the reader’s language', async () => {
    const response = await get(
      `/api/admin/invoices.csv?search=${encodeURIComponent(paid.invoice.invoiceNo)}`,
      { 'accept-language': 'ar' },
    );
    expect(response.headers['content-disposition']).toContain('filename="invoices-');
    const [header, row, end] = response.body.slice(1).split('\r\n');
    expect(header?.split(',')[0]).toBe('رقم الفاتورة');
    expect(row).toBe(
      `${paid.invoice.invoiceNo},${paid.invoice.invoiceDate},"Qx7 Noor, ""Al"" Family",,PAID,,195.00,Basic access plan (2 weeks),${paid.order.orderNo},${uaeDay(t.clock.now())}`,
    );
    expect(end).toBe('');
  });

  it('neutralise every formula start and quote what CSV needs quoted', () => {
    expect(['=1+1', '+971 50', '-2', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+971 50",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      '"\'\rx"',
    ]);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell(null)).toBe('');
    expect(csvCell('plain')).toBe('plain');
    expect(toCsv(['A', 'B'], [['1', null]])).toBe('\uFEFFA,B\r\n1,\r\n');
  });
});

describe('access', () => {
  it('is the admin’s alone', async () => {
    for (const url of [
      '/api/admin/orders',
      '/api/admin/orders.csv',
      '/api/admin/invoices',
      '/api/admin/invoices.csv',
    ])
      await expectAdminOnly(t, tokens, { method: 'GET', url });
  });

  it('refuses a bad page or an empty search term', async () => {
    expect(
      (await callAs(t, tokens.admin, { method: 'GET', url: '/api/admin/orders?page=0' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await callAs(t, tokens.admin, { method: 'GET', url: '/api/admin/invoices.csv?search=%20' }))
        .statusCode,
    ).toBe(400);
  });
});
