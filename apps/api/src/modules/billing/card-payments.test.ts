import type { InvoiceDetail, PurchasePlanResult } from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, invoices, payments } from '../../db/schema';
import { registerFamily, registerUnverifiedFamily, type TestFamily } from '../../test/families';
import { body, startTestApp, type TestApp } from '../../test/harness';
import {
  sessionCompleted,
  signedEvent,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
} from '../../test/stripe-stand-in';

const SECRET = STAND_IN_WEBHOOK_SECRET;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await startTestApp({
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: stripe.url,
    PUBLIC_URL: 'https://bayti.test',
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const buy = async (family: TestFamily) => {
  const response = await family.call({
    method: 'POST',
    url: '/api/employer/plans',
    payload: { planId: 'standard' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<{ data: PurchasePlanResult }>(response).data.invoice;
};
const checkout = (family: TestFamily, invoiceId: number) =>
  family.call({ method: 'POST', url: `/api/employer/invoices/${invoiceId}/checkout` });
const detail = async (family: TestFamily, invoiceId: number) =>
  body<{ data: { invoice: InvoiceDetail } }>(
    await family.call({ method: 'GET', url: `/api/employer/invoices/${invoiceId}` }),
  ).data.invoice;
const deliver = (event: object, secret = SECRET) => {
  const { payload, header } = signedEvent(secret, event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  });
};
const paymentsOf = (invoiceId: number) =>
  t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
const statusOf = async (invoiceId: number) =>
  (
    await t.database.db
      .select({ status: invoices.paymentStatus })
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
  )[0]?.status;
const contact = (family: TestFamily) =>
  family.call({ method: 'GET', url: '/api/candidates/1/contact' });

describe('paying by card through Stripe Checkout', () => {
  it('sends the family to a Checkout session for the invoice total in AED', async () => {
    const family = await registerFamily(t.app);
    const invoice = await buy(family);
    expect((await detail(family, invoice.id)).payBy?.card).toBe(true);
    const started = await checkout(family, invoice.id);
    expect(started.statusCode, started.body).toBe(200);
    const { url } = body<{ data: { url: string } }>(started).data;
    expect(url).toBe(`${stripe.url}/pay/${stripe.sessions.at(-1)!.id}`);
    const sent = stripe.sessions.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${STAND_IN_SECRET_KEY}`);
    expect(sent.form).toMatchObject({
      mode: 'payment',
      client_reference_id: String(invoice.id),
      'metadata[invoiceId]': String(invoice.id),
      'line_items[0][price_data][currency]': 'aed',
      'line_items[0][price_data][unit_amount]': '24500',
      success_url: `https://bayti.test/dashboard/employer/invoices/${invoice.id}?paid=card`,
      cancel_url: `https://bayti.test/dashboard/employer/invoices/${invoice.id}`,
    });
  });

  it('refuses another family’s invoice, a paid one and an unverified family', async () => {
    const owner = await registerFamily(t.app);
    const other = await registerFamily(t.app);
    const invoice = await buy(owner);
    const before = stripe.sessions.length;
    expect((await checkout(other, invoice.id)).statusCode).toBe(404);
    const unverified = await registerUnverifiedFamily(t.app);
    expect((await checkout(unverified, invoice.id)).statusCode).toBe(403);
    expect(stripe.sessions.length).toBe(before);
    expect(
      (
        await deliver(
          sessionCompleted('evt_paid_first', {
            id: 'cs_paid',
            invoiceId: invoice.id,
            amountFils: 24_500,
          }),
        )
      ).statusCode,
    ).toBe(200);
    const again = await checkout(owner, invoice.id);
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({ error: { message: 'This invoice is already paid.' } });
  });

  it('pays the invoice on the signed completed-session event, once, and starts the plan', async () => {
    const family = await registerFamily(t.app);
    const invoice = await buy(family);
    expect((await contact(family)).statusCode).toBe(403);
    const event = sessionCompleted('evt_completed_1', {
      id: 'cs_test_paid_1',
      invoiceId: invoice.id,
      amountFils: 24_500,
    });
    const delivered = await deliver(event);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(body(delivered)).toEqual({ received: true });
    expect(await detail(family, invoice.id)).toMatchObject({
      paymentStatus: 'Paid',
      payBy: null,
      payment: { method: 'card', amount: 245, reference: 'cs_test_paid_1' },
    });
    expect((await contact(family)).statusCode).toBe(200);
    const told = async () =>
      (await t.database.db.select().from(events).where(eq(events.type, 'invoice.paid'))).filter(
        (e) => e.recipientIds.includes(family.id),
      ).length;
    expect(await told()).toBe(1);

    // Stripe delivers an event again when unsure: the replay changes nothing.
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    expect(await told()).toBe(1);
    // Another event for the same, now paid, invoice changes nothing either.
    expect((await deliver({ ...event, id: 'evt_completed_2' })).statusCode).toBe(200);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  it('refuses a wrongly signed or unsigned event, and an amount that is not the total', async () => {
    const family = await registerFamily(t.app);
    const invoice = await buy(family);
    const event = sessionCompleted('evt_forged', {
      id: 'cs_forged',
      invoiceId: invoice.id,
      amountFils: 24_500,
    });
    const forged = await deliver(event, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    const short = await deliver(
      sessionCompleted('evt_short', { id: 'cs_short', invoiceId: invoice.id, amountFils: 100 }),
    );
    expect(short.statusCode).toBe(400);
    expect(await statusOf(invoice.id)).toBe('Pending');
    expect(await paymentsOf(invoice.id)).toEqual([]);
  });

  it('takes only paid Checkout sessions: other events and unpaid sessions change nothing', async () => {
    const family = await registerFamily(t.app);
    const invoice = await buy(family);
    const unpaid = sessionCompleted('evt_unpaid', {
      id: 'cs_unpaid',
      invoiceId: invoice.id,
      amountFils: 24_500,
      paid: false,
    });
    expect((await deliver(unpaid)).statusCode).toBe(200);
    expect(
      (await deliver({ ...unpaid, id: 'evt_other', type: 'charge.refunded' })).statusCode,
    ).toBe(200);
    expect(await statusOf(invoice.id)).toBe('Pending');
  });
});

describe('without Stripe set up', () => {
  it('offers bank transfer only: no card checkout, and the webhook is not there', async () => {
    const plain = await startTestApp();
    try {
      const family = await registerFamily(plain.app);
      const response = await family.call({
        method: 'POST',
        url: '/api/employer/plans',
        payload: { planId: 'basic' },
      });
      const { invoice } = body<{ data: PurchasePlanResult }>(response).data;
      const shown = body<{ data: { invoice: InvoiceDetail } }>(
        await family.call({ method: 'GET', url: `/api/employer/invoices/${invoice.id}` }),
      ).data.invoice;
      expect(shown.payBy?.card).toBe(false);
      const refused = await family.call({
        method: 'POST',
        url: `/api/employer/invoices/${invoice.id}/checkout`,
      });
      expect(refused.statusCode).toBe(409);
      expect(body(refused)).toMatchObject({
        error: {
          message: 'Card payments are not available at the moment. Please pay by bank transfer.',
        },
      });
      const { payload, header } = signedEvent(SECRET, { id: 'evt_x', type: 'ping' });
      const webhook = await plain.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload,
      });
      expect(webhook.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
