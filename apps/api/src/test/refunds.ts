import type { InvoiceDetail, PurchasePlanResult } from '@bayti/data/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestFamily } from './families';
import { bearer, body, demoEmail, signIn } from './harness';

/** An admin asks for a refund of an invoice (a valid body unless `payload` says otherwise). */
export async function refundInvoice(
  app: FastifyInstance,
  invoiceId: number,
  payload: object,
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/admin/invoices/${invoiceId}/refunds`,
    payload,
    headers: bearer(token ?? (await signIn(app, demoEmail('admin')))),
  });
}

/** The invoice a refund answers, failing the test on anything but 200. */
export const refundedInvoice = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: { invoice: InvoiceDetail } }>(response).data.invoice;
};

/** The family buys a plan: its Pending invoice. */
export async function buyPlan(family: TestFamily, planId: string) {
  const response = await family.call({
    method: 'POST',
    url: '/api/employer/plans',
    payload: { planId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<{ data: PurchasePlanResult }>(response).data.invoice;
}
