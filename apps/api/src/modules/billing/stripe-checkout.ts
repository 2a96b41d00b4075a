import { toFils } from '@bayti/data/contract';
import Stripe from 'stripe';
import type { AppConfig } from '../../config';

/** A card payment Stripe confirmed: the event that said so and what it paid. */
export interface ConfirmedCardPayment {
  eventId: string;
  invoiceId: number;
  amountFils: number;
  /** The Checkout session, kept as the payment's reference. */
  sessionId: string;
  /** The UAE-independent instant Stripe created the event. */
  createdAt: Date;
}

/** What a Checkout session is for: one invoice, its total and where to come back to. */
export interface CheckoutRequest {
  invoiceId: number;
  invoiceNo: string;
  description: string;
  totalAed: number;
  email: string;
  returnUrl: string;
}

/**
 * The official SDK with Bayti's key, pointed at `STRIPE_API_URL` when set (the tests' stand-in).
 * It retries a call that failed on the network with the same idempotency key.
 */
export function stripeClient(config: NonNullable<AppConfig['stripe']>): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/**
 * Card payments through Stripe Checkout with the official SDK (docs/decisions/0024): a session
 * for an invoice's total in AED, and the signed webhook event that confirms it. `STRIPE_API_URL`
 * points the SDK at a stand-in (the tests'); the webhook's signature is always checked.
 */
export class StripeCheckout {
  private readonly stripe: Stripe;

  constructor(private readonly config: NonNullable<AppConfig['stripe']>) {
    this.stripe = stripeClient(config);
  }

  /** A Checkout session for the invoice's total; answers the page to send the family to. */
  async start(request: CheckoutRequest): Promise<string> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: String(request.invoiceId),
        metadata: { invoiceId: String(request.invoiceId), invoiceNo: request.invoiceNo },
        customer_email: request.email,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'aed',
              unit_amount: toFils(request.totalAed),
              product_data: { name: request.description },
            },
          },
        ],
        success_url: `${request.returnUrl}?paid=card`,
        cancel_url: request.returnUrl,
      },
      // One session per invoice and attempt minute: a double click does not open two.
      { idempotencyKey: `checkout-${request.invoiceId}-${Math.floor(Date.now() / 60_000)}` },
    );
    if (!session.url) throw new Error(`Stripe answered session ${session.id} without a URL`);
    return session.url;
  }

  /**
   * The event of a signed webhook body, or null when it is not a paid Checkout session (Bayti
   * takes only those). A bad signature throws Stripe's StripeSignatureVerificationError.
   */
  confirmed(rawBody: string, signature: string): ConfirmedCardPayment | null {
    const event = this.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      this.config.webhookSecret,
    );
    if (event.type !== 'checkout.session.completed') return null;
    const session = event.data.object;
    const invoiceId = Number(session.metadata?.invoiceId ?? session.client_reference_id);
    if (session.payment_status !== 'paid' || !Number.isInteger(invoiceId)) return null;
    if (session.currency !== 'aed' || session.amount_total === null) return null;
    return {
      eventId: event.id,
      invoiceId,
      amountFils: session.amount_total,
      sessionId: session.id,
      createdAt: new Date(event.created * 1000),
    };
  }
}

/** Stripe's refusal of a webhook's signature. */
export const isSignatureError = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeSignatureVerificationError;
