import type { adminInvoicesResponseSchema, adminOrdersResponseSchema } from '../admin-accounts';
import { fileRoute, route } from './route';

/** The routes @bayti/data/client's admin-accounts.ts calls (method, path, what they answer); no zod at run time. */
export const adminAccountsRoutes = {
  /** Accounts > Orders: every family's orders, searched, newest first. */
  adminOrders: route('GET', '/admin/orders').answers<typeof adminOrdersResponseSchema>(),
  /** Order Download: the searched orders as CSV (text/csv attachment). */
  adminOrdersCsv: fileRoute('GET', '/admin/orders.csv'),
  /** Accounts > Invoice: every family's invoices, searched, newest first. */
  adminInvoices: route('GET', '/admin/invoices').answers<typeof adminInvoicesResponseSchema>(),
  /** Invoice Download: the searched invoices as CSV (text/csv attachment). */
  adminInvoicesCsv: fileRoute('GET', '/admin/invoices.csv'),
} as const;
