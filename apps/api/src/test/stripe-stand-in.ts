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
}

/**
 * Stripe on the loopback, for the calls Bayti makes and the page a family sees:
 * - `POST /v1/checkout/sessions` (the SDK, pointed here with STRIPE_API_URL) answers a session
 *   whose URL is this server's page, and keeps the form-encoded body for the test to read;
 * - that page's Pay button sends `webhookUrl` the signed `checkout.session.completed` event, as
 *   Stripe would, then takes the browser back to the session's success URL.
 */
export async function startStripeStandIn(options: { webhookUrl?: () => string } = {}) {
  const sessions: (Session & { authorization: string | undefined })[] = [];
  let base = '';
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', base);
    const text = await read(request);
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = Object.fromEntries(new URLSearchParams(text));
      const session = { id: `cs_test_${sessions.length + 1}`, form };
      sessions.push({ ...session, authorization: request.headers.authorization });
      return json(response, 200, {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        url: `${base}/pay/${session.id}`,
        client_reference_id: form.client_reference_id,
        metadata: { invoiceId: form['metadata[invoiceId]'] },
        amount_total: amountOf(session),
        currency: form['line_items[0][price_data][currency]'],
        payment_status: 'unpaid',
      });
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
      const invoiceId = Number(session.form['metadata[invoiceId]']);
      const event = sessionCompleted(`evt_${session.id}`, {
        id: session.id,
        invoiceId,
        amountFils: amountOf(session),
      });
      const { payload, header } = signedEvent(STAND_IN_WEBHOOK_SECRET, event);
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
  return {
    url: base,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
