import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes } from '../../db/schema';
import { registerFamily, type TestFamily } from '../../test/families';
import { body, startTestApp, type TestApp } from '../../test/harness';
import { buyPlan, refundedInvoice, refundInvoice } from '../../test/refunds';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
} from '../../test/stripe-stand-in';

let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await startTestApp({
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const REASON = 'Charged twice by mistake';

/** The family pays a Standard plan on the stand-in's Checkout: the paid invoice. */
const paidByCard = async (family: TestFamily) => {
  const invoice = await buyPlan(family, 'standard');
  const started = await family.call({
    method: 'POST',
    url: `/api/employer/invoices/${invoice.id}/checkout`,
  });
  expect(started.statusCode, started.body).toBe(200);
  const { payload, header } = stripe.complete(stripe.sessions.at(-1)!.id);
  const delivered = await t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return { invoice, paymentIntent: `pi_test_${stripe.sessions.length}` };
};
const refund = (invoiceId: number, amount: number | null) =>
  refundInvoice(t.app, invoiceId, { full: amount === null, amount, reason: REASON });
const notesOf = (invoiceId: number) =>
  t.database.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId));
const contact = (family: TestFamily) =>
  family.call({ method: 'GET', url: '/api/candidates/1/contact' });

describe('refunding a card payment through Stripe', () => {
  it('refunds the payment intent of the Checkout session, and keeps Stripe’s refund id', async () => {
    const family = await registerFamily(t.app);
    const { invoice, paymentIntent } = await paidByCard(family);
    const before = stripe.refunds.length;
    const refunded = refundedInvoice(await refund(invoice.id, 100));
    expect(refunded).toMatchObject({
      refunded: 100,
      creditNotes: [{ amount: 100, method: 'card' }],
    });
    expect(stripe.refunds.slice(before)).toEqual([
      expect.objectContaining({
        payment_intent: paymentIntent,
        amount: 10_000,
        metadata: { invoiceNo: invoice.invoiceNo },
      }),
    ]);
    expect(await notesOf(invoice.id)).toMatchObject([
      { method: 'card', amountFils: 10_000, providerRefundId: stripe.refunds.at(-1)!.id },
    ]);
    expect((await contact(family)).statusCode).toBe(200);

    // The rest, in full: Stripe refunds what is left, and the access ends.
    refundedInvoice(await refund(invoice.id, null));
    expect(stripe.refunds.slice(before).map((r) => r.amount)).toEqual([10_000, 14_500]);
    expect((await contact(family)).statusCode).toBe(403);
  });

  it('refunds once when the answer is lost and the SDK retries with the same key', async () => {
    const family = await registerFamily(t.app);
    const { invoice } = await paidByCard(family);
    const before = stripe.refunds.length;
    stripe.loseRefundAnswers = 1;
    const refunded = refundedInvoice(await refund(invoice.id, null));
    expect(refunded.refunded).toBe(245);
    expect(stripe.refunds.length).toBe(before + 1);
    expect(await notesOf(invoice.id)).toHaveLength(1);
  });

  it('records nothing when Stripe never answers, and a retried request refunds once', async () => {
    const family = await registerFamily(t.app);
    const { invoice } = await paidByCard(family);
    const before = stripe.refunds.length;
    // Every attempt of the SDK loses its answer, though Stripe made the refund.
    stripe.loseRefundAnswers = 3;
    const failed = await refund(invoice.id, 45);
    expect(failed.statusCode).toBe(503);
    expect(body(failed)).toMatchObject({
      error: {
        message:
          'Stripe did not confirm the refund, so nothing was recorded. Please try again: a retry never refunds twice.',
      },
    });
    expect(await notesOf(invoice.id)).toEqual([]);
    expect(stripe.refunds.length).toBe(before + 1);

    // The admin sends the same refund again: Stripe answers the refund it made.
    const retried = refundedInvoice(await refund(invoice.id, 45));
    expect(retried.refunded).toBe(45);
    expect(stripe.refunds.length).toBe(before + 1);
    expect(await notesOf(invoice.id)).toMatchObject([
      { amountFils: 4_500, providerRefundId: stripe.refunds.at(-1)!.id },
    ]);
    expect((await contact(family)).statusCode).toBe(200);
  });

  it('refuses a card refund above what was paid without calling Stripe', async () => {
    const family = await registerFamily(t.app);
    const { invoice } = await paidByCard(family);
    const before = stripe.refunds.length;
    const above = await refund(invoice.id, 300);
    expect(above.statusCode).toBe(400);
    expect(stripe.refunds.length).toBe(before);
    expect(await notesOf(invoice.id)).toEqual([]);
  });
});
