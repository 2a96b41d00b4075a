import { toFils, type AdminInvoiceRow, type AdminOrderRow } from '@bayti/data/contract';
import { adminInvoices, adminOrders, invoiceDetailSample } from '@bayti/data/fixtures';
import { http, HttpResponse } from 'msw';
import {
  apiError,
  mockSignedInEndpoint,
  mockUrl,
  NO_ACCESS_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
} from './endpoint-handler';
import { fixturePage } from './fixture-page';
import { signedInUser } from './session';

/*
 * Accounts > Orders and Invoice: the fixtures' samples as one page; the downloads answer a small
 * CSV of them. Mark Paid answers the invoice as paid
 * without keeping it, so every story starts from the same rows.
 */

const description = 'Standard access plan (1 month)';

export const mockAdminOrders: AdminOrderRow[] = adminOrders.map((order, index) => ({
  ...order,
  description,
  invoiceId: adminInvoices[index]?.id ?? order.id,
}));

export const mockAdminInvoices: AdminInvoiceRow[] = adminInvoices.map((invoice, index) => ({
  ...invoice,
  description,
  orderNo: adminOrders[index]?.orderNo ?? `ORD-${invoice.id}`,
}));

function csv(request: Request, rows: { id: number }[], name: string): Response {
  const user = signedInUser(request);
  if (!user) return apiError('unauthorized', SIGN_IN_REQUIRED_MESSAGE);
  if (user.role !== 'admin') return apiError('forbidden', NO_ACCESS_MESSAGE);
  const lines = rows.map((row) => Object.values(row).join(','));
  return new HttpResponse(
    `\uFEFF${[Object.keys(rows[0] ?? {}).join(','), ...lines].join('\r\n')}\r\n`,
    {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}-2026-11-22.csv"`,
      },
    },
  );
}

export const adminAccountHandlers = [
  mockSignedInEndpoint('adminOrders', ({ query }) => ({
    data: fixturePage(mockAdminOrders, query),
  })),
  mockSignedInEndpoint('adminInvoices', ({ query }) => ({
    data: fixturePage(mockAdminInvoices, query),
  })),
  http.get(mockUrl('adminOrdersCsv'), ({ request }) => csv(request, mockAdminOrders, 'orders')),
  http.get(mockUrl('adminInvoicesCsv'), ({ request }) =>
    csv(request, mockAdminInvoices, 'invoices'),
  ),
  // As the server: only the invoice's full total is recorded.
  mockSignedInEndpoint('recordInvoicePayment', ({ params, body }) => {
    const invoice = mockAdminInvoices.find((row) => row.id === params.id);
    if (!invoice) return apiError('not_found', 'Invoice not found');
    if (toFils(body.amount) !== toFils(invoice.amount)) {
      return apiError('validation', 'Please check the highlighted fields.', {
        amount: `The amount received (AED ${body.amount.toFixed(2)}) is not the invoice total (AED ${invoice.amount.toFixed(2)}): record the payment only once the full total has arrived.`,
      });
    }
    return {
      data: {
        invoice: {
          ...invoiceDetailSample,
          id: invoice.id,
          invoiceNo: invoice.invoiceNo,
          paymentStatus: 'Paid',
          paidAt: '2026-11-22T06:00:00.000Z',
          payBy: null,
          payment: { ...body, amount: invoice.amount },
        },
      },
    };
  }),
];
