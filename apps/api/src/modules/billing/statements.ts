import {
  fromFils,
  taxInvoiceAmounts,
  type FamilyInvoice,
  type FamilyInvoicesPage,
  type FamilyInvoicesQuery,
  type FamilyOrder,
  type FamilyOrdersPage,
  type FamilyOrdersQuery,
  type INVOICE_SORTS,
  type InvoiceDetail,
  type ORDER_SORTS,
} from '@bayti/data/contract';
import { and, asc, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { fitsIntegerColumn } from '../../db/int-range';
import { employerProfiles, invoices, orders, payments, users } from '../../db/schema';
import { notFound } from '../../errors';
import { refundsOf } from './refunds-statements';
import type { InvoiceIssuer } from './seller';

/*
 * The statements of money: the family's orders and invoices, the admin's Accounts and the
 * agency's placement accounts share these amounts, searches and pages.
 *
 * Money is AED with 2 decimals. The database keeps numeric(12, 2) and sums in numeric; the server
 * works in integer fils (cents) between the database and the JSON numbers of the contract, so no
 * float rounding ever reaches a total or a balance.
 */

/** Fils of a numeric value as PostgreSQL prints it ('1234.50', '0', null for an empty sum). */
export function filsOf(value: string | null): number {
  if (value === null) return 0;
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(value.trim());
  if (!match) throw new Error(`Not an amount: ${value}`);
  const [, sign, whole, decimals = ''] = match;
  const fils = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return sign === '-' ? -fils : fils;
}

/** The numeric literal of an amount in fils, for the database. */
export function numericOf(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(fils);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** What is payable, what is paid and the balance, from numeric values (null: nothing). */
export function balanceOf(payable: string | null, paid: string | null) {
  const payableFils = filsOf(payable);
  const paidFils = filsOf(paid);
  return {
    amountPayable: fromFils(payableFils),
    paid: fromFils(paidFils),
    balance: fromFils(payableFils - paidFils),
  };
}

/** An amount as the tables show it (2 decimals), for searching. */
export const amountText = (column: AnyColumn) => sql`to_char(${column}, 'FM999999999990.00')`;

/** The condition of a search over a statement's shown columns, joined as one text. */
export const matching = (text: SQL, search: string | undefined) =>
  search ? ilike(text, containsPattern(search)) : undefined;

/** The condition of a search found in any of the columns. */
export const matchingAny = (search: string | undefined, ...columns: AnyColumn[]) =>
  search ? or(...columns.map((column) => ilike(column, containsPattern(search)))) : undefined;

/** One page of a statement's rows, with how many rows the whole search finds. */
export async function pageOf<Row>(
  query: { page: number; pageSize: number },
  rows: { limit: (n: number) => { offset: (n: number) => PromiseLike<Row[]> } },
  counted: PromiseLike<{ n: number }[]>,
) {
  const [items, [total]] = await Promise.all([
    rows.limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    counted,
  ]);
  return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

const orderColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  orderDate: orders.orderedOn,
  nationality: orders.nationality,
  amount: orders.amount,
  proformaInvoice: invoices.invoiceNo,
  status: orders.status,
  planId: orders.planId,
  description: orders.description,
  invoiceId: invoices.id,
};

const invoiceColumns = {
  id: invoices.id,
  invoiceNo: invoices.invoiceNo,
  invoiceDate: invoices.issuedOn,
  nationality: orders.nationality,
  amount: invoices.amount,
  invoice: invoices.invoiceNo,
  paymentStatus: invoices.paymentStatus,
  planId: orders.planId,
  description: orders.description,
  orderNo: orders.orderNo,
};

/** Every column the Orders table shows, searchable as one text: a search finds an order by any column. */
const orderSearchText = sql`concat_ws(' ', ${orders.orderNo}, ${orders.orderedOn}::text, ${orders.nationality}, ${amountText(orders.amount)}, ${invoices.invoiceNo}, ${orders.status}, ${orders.description})`;

/** Invoices are searched by number, date, nationality, amount, payment status or plan. */
const invoiceSearchText = sql`concat_ws(' ', ${invoices.invoiceNo}, ${invoices.issuedOn}::text, ${orders.nationality}, ${amountText(invoices.amount)}, ${invoices.paymentStatus}, ${orders.description})`;

const ORDER_SORT_COLUMNS: Record<(typeof ORDER_SORTS)[number], AnyColumn> = {
  orderDate: orders.orderedAt,
  orderNo: orders.orderNo,
  amount: orders.amount,
  status: orders.status,
};

const INVOICE_SORT_COLUMNS: Record<(typeof INVOICE_SORTS)[number], AnyColumn> = {
  invoiceDate: invoices.issuedAt,
  invoiceNo: invoices.invoiceNo,
  amount: invoices.amount,
  paymentStatus: invoices.paymentStatus,
};

const direction = (order: 'asc' | 'desc') => (order === 'asc' ? asc : desc);

/** The family's orders and invoices, and the printable invoice. */
export class StatementService {
  constructor(
    private readonly db: Database,
    /** Printed on each invoice: the seller, and the bank account while it is unpaid. */
    private readonly issuer: InvoiceIssuer,
  ) {}

  orders(familyId: number, query: FamilyOrdersQuery): Promise<FamilyOrdersPage> {
    const where = and(eq(orders.familyId, familyId), matching(orderSearchText, query.search));
    const by = direction(query.order);
    return pageOf(
      query,
      this.db
        .select(orderColumns)
        .from(orders)
        .innerJoin(invoices, eq(invoices.orderId, orders.id))
        .where(where)
        .orderBy(by(ORDER_SORT_COLUMNS[query.sort]), by(orders.id))
        .$dynamic(),
      this.db
        .select({ n: count() })
        .from(orders)
        .innerJoin(invoices, eq(invoices.orderId, orders.id))
        .where(where),
    );
  }

  invoices(familyId: number, query: FamilyInvoicesQuery): Promise<FamilyInvoicesPage> {
    const where = and(eq(invoices.familyId, familyId), matching(invoiceSearchText, query.search));
    const by = direction(query.order);
    return pageOf(
      query,
      this.invoiceRows(where).orderBy(by(INVOICE_SORT_COLUMNS[query.sort]), by(invoices.id)),
      this.db
        .select({ n: count() })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(where),
    );
  }

  /** Invoices of a condition, as the Invoices table shows them. */
  invoiceRows(where: SQL | undefined) {
    return this.db
      .select(invoiceColumns)
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(where)
      .$dynamic();
  }

  /** One order as the Orders table shows it. */
  async order(orderId: number): Promise<FamilyOrder> {
    const [row] = await this.db
      .select(orderColumns)
      .from(orders)
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .where(eq(orders.id, orderId));
    if (!row) throw new Error(`Order ${orderId} has no invoice`);
    return row;
  }

  async invoice(invoiceId: number): Promise<FamilyInvoice> {
    const [row] = await this.invoiceRows(eq(invoices.id, invoiceId));
    if (!row) throw notFound('billing.invoiceNotFound');
    return row;
  }

  /**
   * The printable invoice. With a familyId, only that family's: another family's invoice is
   * answered as not found, so ids reveal nothing.
   */
  async invoiceDetail(invoiceId: number, familyId: number | null): Promise<InvoiceDetail> {
    if (!fitsIntegerColumn(invoiceId)) throw notFound('billing.invoiceNotFound');
    const [row] = await this.db
      .select({
        ...invoiceColumns,
        orderDate: orders.orderedOn,
        paidAt: invoices.paidAt,
        accessStartsAt: orders.accessStartsAt,
        accessEndsAt: orders.accessEndsAt,
        familyName: users.name,
        accountEmail: users.email,
        contactEmail: employerProfiles.email,
        mobile: employerProfiles.mobile,
        address: employerProfiles.address,
        paymentMethod: payments.method,
        paymentFils: payments.amountFils,
        paymentReceivedOn: payments.receivedOn,
        paymentReference: payments.reference,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(users, eq(users.id, invoices.familyId))
      .leftJoin(employerProfiles, eq(employerProfiles.userId, invoices.familyId))
      .leftJoin(payments, eq(payments.invoiceId, invoices.id))
      .where(
        and(
          eq(invoices.id, invoiceId),
          familyId === null ? undefined : eq(invoices.familyId, familyId),
        ),
      );
    if (!row) throw notFound('billing.invoiceNotFound');
    const refunds = (await refundsOf(this.db, [invoiceId]))(invoiceId);
    const {
      orderDate,
      paidAt,
      accessStartsAt,
      accessEndsAt,
      familyName,
      accountEmail,
      contactEmail,
      mobile,
      address,
      paymentMethod,
      paymentFils,
      paymentReceivedOn,
      paymentReference,
      ...invoice
    } = row;
    return {
      ...invoice,
      currency: 'AED',
      orderDate,
      paidAt: paidAt?.toISOString() ?? null,
      billedTo: {
        name: familyName,
        email: contactEmail ?? accountEmail,
        mobile: mobile ?? '',
        address: address ?? '',
      },
      seller: this.issuer.seller,
      ...taxInvoiceAmounts(invoice.description, invoice.amount),
      accessPeriod:
        accessStartsAt && accessEndsAt
          ? { startsAt: accessStartsAt.toISOString(), endsAt: accessEndsAt.toISOString() }
          : null,
      // The transfer carries the invoice number, which no other invoice has.
      payBy:
        invoice.paymentStatus === 'Pending'
          ? { reference: invoice.invoiceNo, bank: this.issuer.bank, card: this.issuer.card }
          : null,
      payment:
        paymentMethod && paymentFils !== null && paymentReceivedOn && paymentReference !== null
          ? {
              method: paymentMethod,
              amount: fromFils(paymentFils),
              receivedOn: paymentReceivedOn,
              reference: paymentReference,
            }
          : null,
      ...refunds,
    };
  }
}
