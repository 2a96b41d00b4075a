import {
  fromFils,
  toFils,
  type AdminInvoiceRow,
  type AdminOrderRow,
  type CreditNote,
} from '@bayti/data/contract';
import {
  adminInvoices,
  adminOrders,
  creditNoteSample,
  invoiceDetailSample,
} from '@bayti/data/fixtures';
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

/** A paid invoice of the samples refunded in part: AED 100 of its 495. */
const PARTLY_REFUNDED_ID = 5;
const partRefund: CreditNote = { ...creditNoteSample, amount: 100 };

export const mockAdminInvoices: AdminInvoiceRow[] = adminInvoices.map((invoice, index) => ({
  ...invoice,
  description,
  orderNo: adminOrders[index]?.orderNo ?? `ORD-${invoice.id}`,
  ...(invoice.id === PARTLY_REFUNDED_ID
    ? { refunded: partRefund.amount, creditNotes: [partRefund] }
    : { refunded: 0, creditNotes: [] }),
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
  // As the server: never more than what is left of the payment; the invoice with its new note.
  mockSignedInEndpoint('refundInvoice', ({ params, body }) => {
    const invoice = mockAdminInvoices.find((row) => row.id === params.id);
    if (!invoice) return apiError('not_found', 'Invoice not found');
    if (invoice.paymentStatus !== 'PAID')
      return apiError('conflict', 'Only a paid invoice can be refunded.');
    const left = toFils(invoice.amount) - toFils(invoice.refunded);
    const fils = body.full || body.amount === null ? left : toFils(body.amount);
    if (fils > left) {
      return apiError('validation', 'Please check the highlighted fields.', {
        amount: `The refund (AED ${fromFils(fils).toFixed(2)}) is more than what is left to refund of this invoice (AED ${fromFils(left).toFixed(2)}).`,
      });
    }
    const note: CreditNote = {
      id: invoice.creditNotes.length + 10,
      creditNoteNo: `CN-2026-${String(invoice.creditNotes.length + 10).padStart(6, '0')}`,
      issuedOn: '2026-11-22',
      amount: fromFils(fils),
      reason: body.reason,
      method: 'bank_transfer',
    };
    return {
      data: {
        invoice: {
          ...invoiceDetailSample,
          id: invoice.id,
          invoiceNo: invoice.invoiceNo,
          refunded: fromFils(toFils(invoice.refunded) + fils),
          creditNotes: [...invoice.creditNotes, note],
        },
      },
    };
  }),
];
