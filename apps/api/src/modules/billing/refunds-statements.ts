import {
  fromFils,
  toFils,
  vatSplit,
  VAT_PERCENT,
  type CreditNote,
  type CreditNoteDocument,
} from '@bayti/data/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import { creditNotes, employerProfiles, invoices, orders, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { InvoiceIssuer } from './seller';

/** An invoice's refunds as its answers show them: the total refunded and its credit notes. */
export interface InvoiceRefunds {
  refunded: number;
  creditNotes: CreditNote[];
}

const NONE: InvoiceRefunds = { refunded: 0, creditNotes: [] };

/** A credit note's columns as the answers show it, its amount in fils. */
const noteColumns = {
  id: creditNotes.id,
  creditNoteNo: creditNotes.creditNoteNo,
  issuedOn: creditNotes.issuedOn,
  amountFils: creditNotes.amountFils,
  reason: creditNotes.reason,
  method: creditNotes.method,
};

/** The refunds of each invoice (none for an invoice without a credit note), in one query. */
export async function refundsOf(
  db: Pick<Database, 'select'>,
  invoiceIds: readonly number[],
): Promise<(invoiceId: number) => InvoiceRefunds> {
  const rows = invoiceIds.length
    ? await db
        .select({ invoiceId: creditNotes.invoiceId, ...noteColumns })
        .from(creditNotes)
        .where(inArray(creditNotes.invoiceId, [...new Set(invoiceIds)]))
        .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id))
    : [];
  const byInvoice = new Map<number, { fils: number; creditNotes: CreditNote[] }>();
  for (const { invoiceId, amountFils, ...note } of rows) {
    const refunds = byInvoice.get(invoiceId) ?? { fils: 0, creditNotes: [] };
    refunds.fils += amountFils;
    refunds.creditNotes.push({ ...note, amount: fromFils(amountFils) });
    byInvoice.set(invoiceId, refunds);
  }
  return (invoiceId) => {
    const refunds = byInvoice.get(invoiceId);
    return refunds ? { refunded: fromFils(refunds.fils), creditNotes: refunds.creditNotes } : NONE;
  };
}

/**
 * The printable tax credit note. With a familyId, only that family's: another family's is
 * answered as not found, so ids reveal nothing.
 */
export async function creditNoteDocument(
  db: Database,
  issuer: InvoiceIssuer,
  creditNoteId: number,
  familyId: number | null,
): Promise<CreditNoteDocument> {
  if (!fitsIntegerColumn(creditNoteId)) throw notFound('billing.creditNoteNotFound');
  const [row] = await db
    .select({
      ...noteColumns,
      invoiceId: invoices.id,
      invoiceNo: invoices.invoiceNo,
      invoiceDate: invoices.issuedOn,
      description: orders.description,
      familyName: users.name,
      accountEmail: users.email,
      contactEmail: employerProfiles.email,
      address: employerProfiles.address,
      // What the invoice's earlier credit notes refunded (issue order), for this note's VAT.
      creditedBeforeFils:
        sql<number>`(select coalesce(sum(earlier.amount_fils), 0) from ${creditNotes} as earlier
        where earlier.invoice_id = ${creditNotes.invoiceId}
          and (earlier.issued_at, earlier.id) < (${creditNotes.issuedAt}, ${creditNotes.id}))`.mapWith(
          Number,
        ),
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, creditNotes.familyId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, creditNotes.familyId))
    .where(
      and(
        eq(creditNotes.id, creditNoteId),
        familyId === null ? undefined : eq(creditNotes.familyId, familyId),
      ),
    );
  if (!row) throw notFound('billing.creditNoteNotFound');
  const {
    amountFils,
    creditedBeforeFils,
    familyName,
    accountEmail,
    contactEmail,
    address,
    ...note
  } = row;
  const total = fromFils(amountFils);
  // The VAT of all credited so far, less what earlier notes credited: the notes of an invoice
  // refunded in parts add up to the invoice's VAT to the fil (rounding each part would not).
  const vatOf = (fils: number) => toFils(vatSplit(fromFils(fils)).vat);
  const vatFils = vatOf(creditedBeforeFils + amountFils) - vatOf(creditedBeforeFils);
  const vat = fromFils(vatFils);
  const net = fromFils(amountFils - vatFils);
  return {
    ...note,
    amount: total,
    currency: 'AED',
    seller: issuer.seller,
    billedTo: { name: familyName, email: contactEmail ?? accountEmail, address: address ?? '' },
    subtotal: net,
    vatPercent: VAT_PERCENT,
    vat,
    total,
  };
}
