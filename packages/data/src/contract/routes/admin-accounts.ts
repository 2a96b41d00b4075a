import { allow, routesOf } from './route';

const { route, fileRoute } = routesOf('admin');

/** The routes @bayti/data/client's admin-accounts.ts calls; no zod at run time. */
export const adminAccountsRoutes = {
  /** Accounts > Orders: every family's orders, searched, newest first. */
  adminOrders: route('GET', '/admin/orders', {
    access: allow(['admin']),
    doc: "Every family's orders: search the shown columns, newest first, pages",
    query: 'adminAccountsQuerySchema',
    response: 'adminOrdersResponseSchema',
  }),
  /** Order Download: the searched orders as CSV (text/csv attachment). */
  adminOrdersCsv: fileRoute('GET', '/admin/orders.csv', {
    access: allow(['admin']),
    doc: 'Order Download: the searched orders as a CSV attachment',
    query: 'adminAccountsSearchSchema',
  }),
  /** Accounts > Invoice: every family's invoices, searched, newest first. */
  adminInvoices: route('GET', '/admin/invoices', {
    access: allow(['admin']),
    doc: "Every family's invoices: search the shown columns, newest first, pages",
    query: 'adminAccountsQuerySchema',
    response: 'adminInvoicesResponseSchema',
  }),
  /** Invoice Download: the searched invoices as CSV (text/csv attachment). */
  adminInvoicesCsv: fileRoute('GET', '/admin/invoices.csv', {
    access: allow(['admin']),
    doc: 'Invoice Download: the searched invoices as a CSV attachment',
    query: 'adminAccountsSearchSchema',
  }),
  /** One family's tax invoice as a PDF in English or Arabic, an attachment. */
  adminInvoicePdf: fileRoute('GET', '/admin/invoices/:id/pdf', {
    access: allow(['admin']),
    doc: "Any family's tax invoice as a PDF attachment, in English or Arabic (?lang)",
    errors: ['not_found'],
    params: 'idParamsSchema',
    query: 'invoicePdfQuerySchema',
  }),
} as const;
