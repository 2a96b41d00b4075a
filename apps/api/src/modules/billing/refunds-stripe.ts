import Stripe from 'stripe';
import type { AppConfig } from '../../config';
import { stripeClient } from './stripe-checkout';

/** A refund of a card payment Bayti asks Stripe for. */
export interface CardRefundRequest {
  /** The Checkout session that took the payment (the payment's reference). */
  sessionId: string;
  amountFils: number;
  /** The same key for a retried refund: Stripe then answers the first refund, never a second. */
  idempotencyKey: string;
  invoiceNo: string;
}

/**
 * Card refunds through Stripe's refund API with the official SDK (docs/decisions/0028): the
 * payment intent is the Checkout session's, read from Stripe, so Bayti keeps only the session id.
 */
export class StripeRefunds {
  private readonly stripe: Stripe;

  constructor(config: NonNullable<AppConfig['stripe']>) {
    this.stripe = stripeClient(config);
  }

  /** Refunds the amount of the session's payment; answers Stripe's refund id. */
  async refund(request: CardRefundRequest): Promise<string> {
    const session = await this.stripe.checkout.sessions.retrieve(request.sessionId);
    const intent = session.payment_intent;
    const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
    if (!paymentIntent)
      throw new CardRefundFailed(`Checkout session ${session.id} has no payment intent`);
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: request.amountFils,
        reason: 'requested_by_customer',
        metadata: { invoiceNo: request.invoiceNo },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (refund.status === 'failed' || refund.status === 'canceled')
      throw new CardRefundFailed(`Stripe refund ${refund.id} is ${refund.status}`);
    return refund.id;
  }
}

/** Stripe answered, but with no refund made. */
export class CardRefundFailed extends Error {}

/** Stripe could not be reached, refused the refund, or did not make it. */
export const isCardRefundFailure = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeError || error instanceof CardRefundFailed;
