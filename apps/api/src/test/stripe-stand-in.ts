import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STAND_IN_SECRET_KEY = 'sk_test_bayti';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_test_bayti';

/** A Checkout session as Bayti asked the stand-in for it: the form fields the SDK sent. */
export type SentForm = Record<string, string>;

interface Session {
  id: string;
  form: SentForm;
  /** Set once the session is paid, as Stripe creates the payment intent then. */
  paymentIntent: string | null;
}

/** A refund the stand-in made, as Stripe answers it. */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: 'aed';
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
}

/**
 * Stripe on the loopback, for the calls Bayti makes and the page a family sees:
 * - `POST /v1/checkout/sessions` (the SDK, pointed here with STRIPE_API_URL) answers a session
 *   whose URL is this server's page, and keeps the form-encoded body for the test to read;
 *   `GET /v1/checkout/sessions/:id` reads it again, with its payment intent once paid;
 * - that page's Pay button (or `complete`) pays the session and sends `webhookUrl` the signed
 *   `checkout.session.completed` event, as Stripe would, then takes the browser back to the
 *   session's success URL;
 * - `POST /v1/refunds` refunds a paid session's payment intent, never more than it paid, and
 *   honours `Idempotency-Key` as Stripe does: the same key answers the first refund again (a
 *   second refund is never made), with other parameters it is refused. `loseRefundAnswers`
 *   drops that many answers after the refund is made, as a network failure would.
 */
export async function startStripeStandIn(options: { webhookUrl?: () => string } = {}) {
  const sessions: (Session & { authorization: string | undefined })[] = [];
  const refunds: StandInRefund[] = [];
  const answered = new Map<string, { form: string; status: number; body: unknown }>();
  let base = '';
  const standIn = {
    url: '',
    sessions,
    /** The refunds made (a replayed idempotent request adds none). */
    refunds,
    /** How many of the next refund answers to lose after making the refund. */
    loseRefundAnswers: 0,
    /** Pays the session: the signed event its webhook would receive. */
    complete(sessionId: string) {
      const session = sessions.find((s) => s.id === sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      session.paymentIntent ??= `pi_test_${sessions.indexOf(session) + 1}`;
      return signedEvent(
        STAND_IN_WEBHOOK_SECRET,
        sessionCompleted(`evt_${session.id}`, {
          id: session.id,
          invoiceId: Number(session.form['metadata[invoiceId]']),
          amountFils: amountOf(session),
        }),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const sessionObject = (session: Session) => ({
    id: session.id,
    object: 'checkout.session',
    mode: 'payment',
    url: `${base}/pay/${session.id}`,
    client_reference_id: session.form.client_reference_id,
    metadata: { invoiceId: session.form['metadata[invoiceId]'] },
    amount_total: amountOf(session),
    currency: session.form['line_items[0][price_data][currency]'],
    payment_status: session.paymentIntent ? 'paid' : 'unpaid',
    payment_intent: session.paymentIntent,
  });
  const refund = (form: SentForm): { status: number; body: unknown } => {
    const session = sessions.find(
      (s) => s.paymentIntent && s.paymentIntent === form.payment_intent,
    );
    if (!session) return stripeError(400, `No such payment_intent: '${form.payment_intent}'`);
    const refunded = refunds
      .filter((r) => r.payment_intent === form.payment_intent)
      .reduce((total, r) => total + r.amount, 0);
    const left = amountOf(session) - refunded;
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left)
      return stripeError(
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      );
    const made: StandInRefund = {
      id: `re_test_${refunds.length + 1}`,
      object: 'refund',
      amount,
      currency: 'aed',
      payment_intent: form.payment_intent!,
      status: 'succeeded',
      reason: form.reason ?? null,
      metadata: { invoiceNo: form['metadata[invoiceNo]'] ?? '' },
    };
    refunds.push(made);
    return { status: 200, body: made };
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', base);
    const text = await read(request);
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = Object.fromEntries(new URLSearchParams(text));
      const session = { id: `cs_test_${sessions.length + 1}`, form, paymentIntent: null };
      sessions.push({ ...session, authorization: request.headers.authorization });
      return json(response, 200, sessionObject(session));
    }
    const reading = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && reading) {
      const session = sessions.find((s) => s.id === reading[1]);
      if (!session) return json(response, 404, stripeError(404, `No such checkout.session`).body);
      return json(response, 200, sessionObject(session));
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = request.headers['idempotency-key'];
      const seen = typeof key === 'string' ? answered.get(key) : undefined;
      if (seen && seen.form !== text)
        return json(
          response,
          400,
          stripeError(
            400,
            'Keys for idempotent requests can only be used with the same parameters',
            'idempotency_error',
          ).body,
        );
      const answer = seen ?? {
        form: text,
        ...refund(Object.fromEntries(new URLSearchParams(text))),
      };
      if (typeof key === 'string') answered.set(key, answer);
      if (standIn.loseRefundAnswers > 0) {
        standIn.loseRefundAnswers -= 1;
        request.socket.destroy();
        return;
      }
      if (seen) response.setHeader('idempotent-replayed', 'true');
      return json(response, answer.status, answer.body);
    }
    const paying = /^\/pay\/(cs_test_\d+)$/.exec(url.pathname);
    const session = sessions.find((s) => s.id === paying?.[1]);
    if (session && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><title>Stripe Checkout</title><main><h1>Pay Bayti</h1>` +
          `<p>AED ${(amountOf(session) / 100).toFixed(2)}</p>` +
          `<form method="post"><button>Pay</button></form></main></html>`,
      );
      return;
    }
    if (session && request.method === 'POST' && options.webhookUrl) {
      const { payload, header } = standIn.complete(session.id);
      const delivered = await fetch(options.webhookUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
      if (!delivered.ok) return json(response, 502, { error: await delivered.text() });
      response.writeHead(303, { location: session.form.success_url });
      response.end();
      return;
    }
    json(response, 404, { error: { type: 'invalid_request_error', message: 'No such page' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.url = base;
  return standIn;
}

/** Stripe's error answer. */
const stripeError = (status: number, message: string, type = 'invalid_request_error') => ({
  status,
  body: { error: { type, message } },
});

const amountOf = (session: Session) =>
  Number(session.form['line_items[0][price_data][unit_amount]']);

function json(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

/** The body and Stripe-Signature header Stripe would send for an event, signed with `secret`. */
export function signedEvent(secret: string, event: object) {
  const payload = JSON.stringify(event);
  const header = new Stripe('sk_test_signing').webhooks.generateTestHeaderString({
    payload,
    secret,
  });
  return { payload, header };
}

/** A checkout.session.completed event for a session, paid in AED unless `paid: false`. */
export function sessionCompleted(
  eventId: string,
  session: { id: string; invoiceId: number; amountFils: number; paid?: boolean },
) {
  return {
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: String(session.invoiceId),
        metadata: { invoiceId: String(session.invoiceId) },
        amount_total: session.amountFils,
        currency: 'aed',
        payment_status: session.paid === false ? 'unpaid' : 'paid',
      },
    },
  };
}
