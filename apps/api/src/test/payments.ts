import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { uaeDay } from '../uae-calendar';
import { bearer, demoEmail, signIn, testHandlesOf } from './harness';

/** An invoice as a purchase answers it: its id and total. */
interface Payable {
  id: number;
  amount: number;
}

/**
 * An admin records the bank transfer of an invoice's full total, received today (the test
 * clock's UAE day) with the invoice number as its reference, unless told otherwise.
 */
export async function recordTransfer(
  app: FastifyInstance,
  invoice: Payable,
  options: { token?: string; payload?: object } = {},
): Promise<LightMyRequestResponse> {
  const { clock } = testHandlesOf(app);
  return app.inject({
    method: 'POST',
    url: `/api/admin/invoices/${invoice.id}/payments`,
    payload: options.payload ?? {
      method: 'bank_transfer',
      amount: invoice.amount,
      receivedOn: uaeDay(clock.now()),
      reference: `Transfer for invoice ${invoice.id}`,
    },
    headers: bearer(options.token ?? (await signIn(app, demoEmail('admin')))),
  });
}
