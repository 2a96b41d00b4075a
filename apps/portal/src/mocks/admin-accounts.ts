import type { AdminInvoiceRow, AdminOrderRow } from '@bayti/data/contract';
import { adminInvoices, adminOrders, invoiceDetailSample } from '@bayti/data/fixtures';
import { http, HttpResponse } from 'msw';
import {
  apiError,
  mockSignedInEndpoint,
  mockUrl,
  NO_ACCESS_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
} from './endpoint-handler';
import { signedInUser } from './session';

/*
 * Accounts > Orders and Invoice over the fixtures' samples, searched and paged as the server does;
 * the downloads answer a small CSV of the searched rows. Mark Paid answers the invoice as paid
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

const found = <Row extends object>(rows: Row[], search: string | undefined) =>
  rows.filter(
    (row) =>
      !search ||
      Object.values(row).some((value) =>
        String(typeof value === 'number' ? value.toFixed(2) : value)
          .toLowerCase()
          .includes(search.toLowerCase()),
      ),
  );

const paged = <Row>(rows: Row[], page: number, pageSize: number) => ({
  items: rows.slice((page - 1) * pageSize, page * pageSize),
  total: rows.length,
  page,
  pageSize,
});

function csv(request: Request, rows: { id: number }[], name: string): Response {
  const user = signedInUser(request);
  if (!user) return apiError('unauthorized', SIGN_IN_REQUIRED_MESSAGE);
  if (user.role !== 'admin') return apiError('forbidden', NO_ACCESS_MESSAGE);
  const search = new URL(request.url).searchParams.get('search') ?? undefined;
  const lines = found(rows, search).map((row) => Object.values(row).join(','));
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
    data: paged(found(mockAdminOrders, query.search), query.page, query.pageSize),
  })),
  mockSignedInEndpoint('adminInvoices', ({ query }) => ({
    data: paged(found(mockAdminInvoices, query.search), query.page, query.pageSize),
  })),
  http.get(mockUrl('adminOrdersCsv'), ({ request }) => csv(request, mockAdminOrders, 'orders')),
  http.get(mockUrl('adminInvoicesCsv'), ({ request }) =>
    csv(request, mockAdminInvoices, 'invoices'),
  ),
  mockSignedInEndpoint('adminUpdateInvoice', ({ params }) => {
    const invoice = mockAdminInvoices.find((row) => row.id === params.id);
    if (!invoice) return apiError('not_found', 'Invoice not found');
    return {
      data: {
        invoice: {
          ...invoiceDetailSample,
          id: invoice.id,
          invoiceNo: invoice.invoiceNo,
          paymentStatus: 'Paid',
          paidAt: '2026-11-22T06:00:00.000Z',
        },
      },
    };
  }),
];
