import { z } from 'zod';
import {
  dataEnvelope,
  idSchema,
  pageMetaSchema,
  pageQuerySchema,
  searchTextSchema,
} from './common';
import { invoiceRefundsSchema } from './billing';
import { adminInvoiceSchema } from './invoices';
import { nationalitySchema } from './options';
import { adminOrderSchema } from './orders';

/*
 * Accounts > Orders and Invoice of the admin dashboard: every family's orders and invoices.
 * Payment status PAID/PENDING is the invoice's; recruitment status IN PROGRESS/COMPLETED is the
 * order's (Pending/Completed). Orders today are access plans, which have no worker, position or
 * deploying country: those are null.
 */

export const adminOrderRowSchema = adminOrderSchema.extend({
  workerNationality: nationalitySchema.nullable(),
  position: z.string().nullable(),
  deployingCountry: z.string().nullable(),
  /** What was bought, e.g. 'Standard access plan (1 month)'. */
  description: z.string(),
  /** The order's invoice (PATCH /admin/invoices/:id records its payment). */
  invoiceId: idSchema,
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminInvoiceRowSchema = adminInvoiceSchema.extend({
  workerNationality: nationalitySchema.nullable(),
  deployingCountry: z.string().nullable(),
  description: z.string(),
  orderNo: z.string(),
  /** What was refunded of it, and its credit notes (POST /admin/invoices/:id/refunds). */
  ...invoiceRefundsSchema.shape,
});
export type AdminInvoiceRow = z.infer<typeof adminInvoiceRowSchema>;

/**
 * GET /admin/orders.csv and /admin/invoices.csv: the rows the search finds, every page.
 * Search is a case-insensitive substring of a shown column (number, date, client, amount with 2
 * decimals, nationality, statuses, description); newest first.
 */
export const adminAccountsSearchSchema = z.object({ search: searchTextSchema.optional() });
export type AdminAccountsSearch = z.infer<typeof adminAccountsSearchSchema>;

/** GET /admin/orders and /admin/invoices: the search and a page. */
export const adminAccountsQuerySchema = adminAccountsSearchSchema.extend(pageQuerySchema.shape);
export type AdminAccountsQuery = z.infer<typeof adminAccountsQuerySchema>;
export type AdminAccountsQueryInput = z.input<typeof adminAccountsQuerySchema>;

export const adminOrdersResponseSchema = dataEnvelope({
  items: z.array(adminOrderRowSchema),
  ...pageMetaSchema.shape,
});
export type AdminOrdersPage = z.infer<typeof adminOrdersResponseSchema>['data'];

export const adminInvoicesResponseSchema = dataEnvelope({
  items: z.array(adminInvoiceRowSchema),
  ...pageMetaSchema.shape,
});
export type AdminInvoicesPage = z.infer<typeof adminInvoicesResponseSchema>['data'];
