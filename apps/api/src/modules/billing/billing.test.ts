import {
  PLANS,
  type FamilyInvoice,
  type FamilyInvoicesPage,
  type FamilyOrdersPage,
  type FamilyPlan,
  type InvoiceDetail,
  type PlanId,
  type PurchasePlanResult,
} from '@bayti/data/contract';
import { candidateContacts } from '@bayti/data/fixtures';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_IBAN, PLACEHOLDER_TRN } from '../../config';
import { recordTransfer } from '../../test/payments';
import { invoices, orders } from '../../db/schema';
import { bearer, body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';
import { registerFamily, registerUnverifiedFamily, type TestFamily } from '../../test/families';
import { postVerifyEmail, verificationTokenFor } from '../../test/sign-up';
import { uaeDay } from '../../uae-calendar';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const plan = (id: PlanId) => PLANS.find((p) => p.id === id)!;

const buy = (f: TestFamily, planId: unknown) =>
  f.call({ method: 'POST', url: '/api/employer/plans', payload: { planId } });
const bought = async (f: TestFamily, planId: PlanId) => {
  const response = await buy(f, planId);
  expect(response.statusCode, response.body).toBe(201);
  return body<{ data: PurchasePlanResult }>(response).data;
};
/** Sessions end after 14 idle days and tests move the clock: sign in for each payment. */
const adminToken = () => signIn(t.app, demoEmail('admin'));
const pay = (
  invoice: { id: number; amount: number },
  options?: { token?: string; payload?: object },
) => recordTransfer(t.app, invoice, options);
const paid = async (invoice: { id: number; amount: number }) => {
  const response = await pay(invoice);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: { invoice: InvoiceDetail } }>(response).data.invoice;
};
const planOf = async (f: TestFamily) => {
  const response = await f.call({ method: 'GET', url: '/api/employer/plan' });
  expect(response.statusCode).toBe(200);
  return body<{ data: { plan: FamilyPlan } }>(response).data.plan;
};
const contact = (f: TestFamily, candidateId = 1) =>
  f.call({ method: 'GET', url: `/api/candidates/${candidateId}/contact` });
const get = async <T>(f: TestFamily, url: string) => {
  const response = await f.call({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: T }>(response).data;
};
const invoiceDetail = async (f: TestFamily, id: number) =>
  (await get<{ invoice: InvoiceDetail }>(f, `/api/employer/invoices/${id}`)).invoice;
const billingRows = async () =>
  Promise.all(
    [orders, invoices].map(
      async (table) => (await t.database.db.select({ n: count() }).from(table))[0]?.n,
    ),
  );

describe('buying an access plan', () => {
  it('creates an order and a Pending invoice at the plan price; no access until paid', async () => {
    const family = await registerFamily(t.app);
    const today = uaeDay(t.clock.now());
    const standard = plan('standard');
    const { order, invoice } = await bought(family, 'standard');
    expect(order).toEqual({
      id: expect.any(Number),
      orderNo: expect.stringMatching(new RegExp(`^ORD-${today.slice(0, 4)}-\\d{6}$`)),
      orderDate: today,
      nationality: null,
      amount: standard.priceAed,
      proformaInvoice: invoice.invoiceNo,
      status: 'Pending',
      planId: 'standard',
      description: 'Standard access plan (1 month)',
      invoiceId: invoice.id,
    });
    expect(invoice).toEqual({
      id: expect.any(Number),
      invoiceNo: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
      invoiceDate: today,
      nationality: null,
      amount: standard.priceAed,
      invoice: invoice.invoiceNo,
      paymentStatus: 'Pending',
      planId: 'standard',
      description: 'Standard access plan (1 month)',
      orderNo: order.orderNo,
    });
    expect(await planOf(family)).toEqual({
      active: null,
      upcoming: [],
      accessEndsAt: null,
      pendingInvoices: [invoice],
    });
    const refused = await contact(family);
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({ error: { code: 'plan_required' } });
  });

  it('answers the unpaid order again when the same plan is asked for twice', async () => {
    const family = await registerFamily(t.app);
    const first = await bought(family, 'basic');
    const again = await buy(family, 'basic');
    expect(again.statusCode).toBe(200);
    expect(body(again)).toEqual({ data: first });
    expect((await get<FamilyOrdersPage>(family, '/api/employer/orders')).total).toBe(1);
  });

  it('numbers tax invoices one after another in the year’s series, whoever buys', async () => {
    const numberOf = async (planId: PlanId) => {
      const { invoice } = await bought(await registerFamily(t.app), planId);
      const [, year, n] = /^INV-(\d{4})-(\d{6})$/.exec(invoice.invoiceNo)!;
      return { year, n: Number(n) };
    };
    const first = await numberOf('basic');
    // A refused purchase takes no number.
    expect((await buy(await registerFamily(t.app), 'gold')).statusCode).toBe(400);
    const second = await numberOf('premium');
    const third = await numberOf('standard');
    expect([second, third]).toEqual([
      { year: first.year, n: first.n + 1 },
      { year: first.year, n: first.n + 2 },
    ]);
  });

  it('refuses an unknown plan or extra fields, storing nothing', async () => {
    const family = await registerFamily(t.app);
    const before = await billingRows();
    for (const payload of [{ planId: 'gold' }, { planId: 'basic', amount: 1 }, {}]) {
      const response = await family.call({ method: 'POST', url: '/api/employer/plans', payload });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({
        error: { code: 'validation', fields: expect.any(Object) },
      });
    }
    expect(await billingRows()).toEqual(before);
  });
});

describe('a family that has not verified her email', () => {
  it('cannot order a plan or get a contact until she opens the link; nothing is stored', async () => {
    const family = await registerUnverifiedFamily(t.app);
    const before = await billingRows();
    const refusals = [await buy(family, 'basic'), await contact(family)];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(body(refused)).toMatchObject({
        error: {
          code: 'forbidden',
          messageId: 'auth.verifyEmailFirst',
          message: 'Verify your email address first: we sent you a link.',
        },
      });
    }
    expect(await billingRows()).toEqual(before);

    const verified = await postVerifyEmail(t.app, await verificationTokenFor(t.app, family.email));
    expect(verified.statusCode).toBe(200);
    // Her session is the same account: it is verified now.
    const { invoice } = await bought(family, 'basic');
    await paid(invoice);
    expect((await contact(family)).statusCode).toBe(200);
  });
});

describe('paying, access and expiry', () => {
  it('purchase -> pending -> paid -> contact 200, then 403 plan_required once it ends', async () => {
    const family = await registerFamily(t.app);
    const { invoice, order } = await bought(family, 'basic');
    expect((await contact(family)).statusCode).toBe(403);

    const paidAt = t.clock.now();
    const detail = await paid(invoice);
    expect(detail).toMatchObject({
      id: invoice.id,
      paymentStatus: 'Paid',
      paidAt: paidAt.toISOString(),
    });
    const endsAt = new Date(paidAt.getTime() + 14 * DAY_MS).toISOString();
    expect(detail.accessPeriod).toEqual({ startsAt: paidAt.toISOString(), endsAt });

    const shown = await contact(family);
    expect(shown.statusCode).toBe(200);
    expect(body(shown)).toMatchObject({ data: { contact: candidateContacts[1] } });
    expect(await planOf(family)).toEqual({
      active: {
        planId: 'basic',
        name: 'Basic',
        orderId: order.id,
        invoiceId: invoice.id,
        startsAt: paidAt.toISOString(),
        endsAt,
      },
      upcoming: [],
      accessEndsAt: endsAt,
      pendingInvoices: [],
    });
    const [listed] = (await get<FamilyOrdersPage>(family, '/api/employer/orders')).items;
    expect(listed).toMatchObject({ id: order.id, status: 'Completed' });

    t.clock.advance(14 * DAY_MS - 1000);
    await family.renew();
    expect((await contact(family)).statusCode).toBe(200);
    t.clock.advance(2000);
    const expired = await contact(family);
    expect(expired.statusCode).toBe(403);
    expect(body(expired)).toMatchObject({ error: { code: 'plan_required' } });
    expect(await planOf(family)).toMatchObject({ active: null, upcoming: [], accessEndsAt: null });
  });

  it('starts a plan bought during another when that one ends', async () => {
    const family = await registerFamily(t.app);
    const basic = await bought(family, 'basic');
    const start = t.clock.now();
    await paid(basic.invoice);
    t.clock.advance(3 * DAY_MS);
    const premium = await bought(family, 'premium');
    await paid(premium.invoice);

    const basicEnd = new Date(start.getTime() + 14 * DAY_MS);
    const premiumEnd = new Date(basicEnd.getTime() + plan('premium').durationDays * DAY_MS);
    const status = await planOf(family);
    expect(status.active).toMatchObject({ planId: 'basic', endsAt: basicEnd.toISOString() });
    expect(status.upcoming).toEqual([
      expect.objectContaining({
        planId: 'premium',
        startsAt: basicEnd.toISOString(),
        endsAt: premiumEnd.toISOString(),
      }),
    ]);
    expect(status.accessEndsAt).toBe(premiumEnd.toISOString());

    t.clock.advance(20 * DAY_MS);
    await family.renew();
    expect((await planOf(family)).active).toMatchObject({ planId: 'premium' });
    expect((await contact(family)).statusCode).toBe(200);
  });

  it('records a transfer once: a second for a paid invoice is refused and changes nothing', async () => {
    const family = await registerFamily(t.app);
    const { invoice } = await bought(family, 'standard');
    const first = await paid(invoice);
    expect(first.payment).toEqual({
      method: 'bank_transfer',
      amount: 245,
      receivedOn: uaeDay(t.clock.now()),
      reference: `Transfer for invoice ${invoice.id}`,
    });
    expect(first.payBy).toBeNull();
    t.clock.advance(DAY_MS);
    const again = await pay(invoice);
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({ error: { code: 'conflict' } });
    expect(await invoiceDetail(family, invoice.id)).toEqual(first);
  });

  it('shows an unpaid invoice where to transfer and the reference to quote', async () => {
    const family = await registerFamily(t.app);
    const { invoice } = await bought(family, 'basic');
    expect(await invoiceDetail(family, invoice.id)).toMatchObject({
      payBy: {
        reference: invoice.invoiceNo,
        bank: { accountName: 'Bayti', iban: PLACEHOLDER_IBAN, swift: 'EBILAEAD' },
      },
      payment: null,
    });
  });

  it('refuses an amount that is not the total, a day in the future or before the invoice', async () => {
    const family = await registerFamily(t.app);
    const { invoice } = await bought(family, 'standard');
    const today = uaeDay(t.clock.now());
    const tryPaying = (change: object) =>
      pay(invoice, {
        payload: {
          method: 'bank_transfer',
          amount: 245,
          receivedOn: today,
          reference: 'FT2611250042',
          ...change,
        },
      });
    const short = await tryPaying({ amount: 244.99 });
    expect(short.statusCode).toBe(400);
    expect(body(short)).toMatchObject({
      error: {
        fields: {
          amount:
            'The amount received (AED 244.99) is not the invoice total (AED 245.00): record the payment only once the full total has arrived.',
        },
      },
    });
    expect((await tryPaying({ amount: 245.01 })).statusCode).toBe(400);
    const tomorrow = uaeDay(new Date(t.clock.now().getTime() + DAY_MS));
    expect(body(await tryPaying({ receivedOn: tomorrow }))).toMatchObject({
      error: { fields: { receivedOn: 'The day the payment arrived cannot be in the future.' } },
    });
    const before = uaeDay(new Date(t.clock.now().getTime() - 3 * DAY_MS));
    expect(body(await tryPaying({ receivedOn: before }))).toMatchObject({
      error: { fields: { receivedOn: expect.stringContaining('before the invoice was issued') } },
    });
    expect(body(await tryPaying({ reference: '  ' }))).toMatchObject({
      error: { fields: { reference: 'Enter the reference the bank statement shows' } },
    });
    for (const change of [{ method: 'card' }, { amount: -245 }, { receivedOn: '25/11/2026' }])
      expect((await tryPaying(change)).statusCode).toBe(400);
    // Nothing was stored: still unpaid, no access.
    expect((await planOf(family)).pendingInvoices).toHaveLength(1);
    expect((await contact(family)).statusCode).toBe(403);
    expect((await tryPaying({})).statusCode).toBe(200);
  });

  it('only an admin records payments; refusals change nothing', async () => {
    const family = await registerFamily(t.app);
    const { invoice } = await bought(family, 'standard');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/invoices/${invoice.id}/payments`,
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
    expect((await pay(invoice, { token: family.token })).statusCode).toBe(403);
    for (const role of ['agency', 'staff', 'candidate'] as const)
      expect((await pay(invoice, { token: await signIn(t.app, demoEmail(role)) })).statusCode).toBe(
        403,
      );
    // The old way of flipping the status is gone.
    const flipped = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/invoices/${invoice.id}`,
      payload: { paymentStatus: 'Paid' },
      headers: bearer(await adminToken()),
    });
    expect(flipped.statusCode).toBe(404);
    expect((await planOf(family)).pendingInvoices).toHaveLength(1);
    expect((await contact(family)).statusCode).toBe(403);
    for (const id of [999_999, 99_999_999_999])
      expect((await pay({ id, amount: 245 })).statusCode).toBe(404);
  });
});

describe('orders and invoices', () => {
  let a: TestFamily;
  let b: TestFamily;
  let invoicesOfA: FamilyInvoice[];

  beforeAll(async () => {
    a = await registerFamily(t.app, 'Family A');
    b = await registerFamily(t.app, 'Family B');
    const basic = await bought(a, 'basic');
    await paid(basic.invoice);
    t.clock.advance(DAY_MS);
    await bought(a, 'premium');
    await bought(b, 'standard');
    invoicesOfA = (await get<FamilyInvoicesPage>(a, '/api/employer/invoices')).items;
  });

  it('lists only the family’s own, newest first', async () => {
    expect(invoicesOfA.map((i) => [i.planId, i.paymentStatus])).toEqual([
      ['premium', 'Pending'],
      ['basic', 'Paid'],
    ]);
    const ordersOfA = await get<FamilyOrdersPage>(a, '/api/employer/orders');
    expect(ordersOfA.items.map((o) => [o.planId, o.status])).toEqual([
      ['premium', 'Pending'],
      ['basic', 'Completed'],
    ]);
    expect(
      (await get<FamilyInvoicesPage>(b, '/api/employer/invoices')).items.map((i) => i.planId),
    ).toEqual(['standard']);
  });

  it('sorts by amount either way', async () => {
    const asc = await get<FamilyInvoicesPage>(a, '/api/employer/invoices?sort=amount&order=asc');
    expect(asc.items.map((i) => i.amount)).toEqual([195, 495]);
    const desc = await get<FamilyOrdersPage>(a, '/api/employer/orders?sort=amount&order=desc');
    expect(desc.items.map((o) => o.amount)).toEqual([495, 195]);
  });

  it.each([
    ['the payment status', 'paid', ['basic']],
    ['the amount with 2 decimals', '495.00', ['premium']],
    ['the invoice number', 'INV-', ['premium', 'basic']],
    ['the plan', 'PREMIUM', ['premium']],
    ['nothing', 'zzz', []],
  ])('searches invoices by %s', async (_label, search, plans) => {
    const page = await get<FamilyInvoicesPage>(a, `/api/employer/invoices?search=${search}`);
    expect(page.items.map((i) => i.planId)).toEqual(plans);
    expect(page.total).toBe(plans.length);
  });

  it('searches orders over every column', async () => {
    const [first] = invoicesOfA;
    const byDate = await get<FamilyOrdersPage>(
      a,
      `/api/employer/orders?search=${first!.invoiceDate}`,
    );
    expect(byDate.items.map((o) => o.planId)).toContain('premium');
    const byStatus = await get<FamilyOrdersPage>(a, '/api/employer/orders?search=complet');
    expect(byStatus.items.map((o) => o.planId)).toEqual(['basic']);
  });

  it('shows the printable invoice to its family only', async () => {
    const [premium, basic] = invoicesOfA;
    const detail = await get<{ invoice: InvoiceDetail }>(a, `/api/employer/invoices/${basic!.id}`);
    expect(detail.invoice).toMatchObject({
      ...basic,
      currency: 'AED',
      billedTo: { name: 'Family A', email: a.email },
      seller: { name: 'Bayti', trn: PLACEHOLDER_TRN },
      // A tax invoice: the line and the amount before VAT, 5 % VAT, and the price paid.
      lines: [
        {
          description: 'Basic access plan (2 weeks)',
          quantity: 1,
          unitPrice: 185.71,
          amount: 185.71,
        },
      ],
      subtotal: 185.71,
      vatPercent: 5,
      vat: 9.29,
      total: 195,
      accessPeriod: { startsAt: expect.any(String), endsAt: expect.any(String) },
    });
    const pending = await get<{ invoice: InvoiceDetail }>(
      a,
      `/api/employer/invoices/${premium!.id}`,
    );
    expect(pending.invoice).toMatchObject({ paidAt: null, accessPeriod: null });

    for (const id of [basic!.id, 999_999, 99_999_999_999]) {
      const response = await b.call({ method: 'GET', url: `/api/employer/invoices/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Family A');
    }
  });

  it('are refused to visitors (401) and to other roles (403)', async () => {
    const urls = [
      '/api/employer/orders',
      '/api/employer/invoices',
      '/api/employer/invoices/1',
      '/api/employer/plan',
    ];
    for (const url of urls)
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const before = await billingRows();
    for (const role of ['admin', 'agency', 'staff', 'candidate'] as const) {
      const token = await signIn(t.app, demoEmail(role));
      for (const url of urls)
        expect(
          (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode,
        ).toBe(403);
      const purchase = await t.app.inject({
        method: 'POST',
        url: '/api/employer/plans',
        payload: { planId: 'basic' },
        headers: bearer(token),
      });
      expect(purchase.statusCode).toBe(403);
    }
    expect(await billingRows()).toEqual(before);
  });

  it.each([
    ['sort', 'sort=price'],
    ['order', 'order=random'],
    ['page', 'page=0'],
  ])('refuse an invalid %s', async (field, qs) => {
    const response = await a.call({ method: 'GET', url: `/api/employer/invoices?${qs}` });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ error: { fields: { [field]: expect.any(String) } } });
  });
});
