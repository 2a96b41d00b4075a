import { sql } from 'drizzle-orm';
import { documentCounters } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { PLANS, type PlanId } from '@bayti/data/contract';

export const planById = (id: PlanId) => {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
};

/** What an order is for, as orders and invoices print it. */
export const planDescription = (id: PlanId) => {
  const plan = planById(id);
  return `${plan.name} access plan (${plan.durationLabel})`;
};

/** The document series Bayti numbers: orders, tax invoices and credit notes. */
export type DocumentPrefix = 'ORD' | 'INV' | 'CN';

/** ORD-2026-000042: the year of the UAE day and a number, zero-padded to six digits. */
export const documentNumber = (prefix: DocumentPrefix, day: string, n: number) =>
  `${prefix}-${day.slice(0, 4)}-${String(n).padStart(6, '0')}`;

/**
 * The next number of a gapless series (tax invoices, credit notes) in the UAE day's year, taken
 * in the caller's transaction: one after the last issued, so the series has no gaps (the counter
 * row's lock orders two documents of the same moment, and a rollback gives the number back).
 */
export async function nextDocumentNumber(
  tx: Transaction,
  prefix: Exclude<DocumentPrefix, 'ORD'>,
  day: string,
): Promise<string> {
  const series = `${prefix}-${day.slice(0, 4)}`;
  const [counter] = await tx
    .insert(documentCounters)
    .values({ series, last: 1 })
    .onConflictDoUpdate({
      target: documentCounters.series,
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  return documentNumber(prefix, day, counter!.last);
}

/** The next tax invoice number (INV-2026-000001) of the UAE day's year. */
export const nextInvoiceNumber = (tx: Transaction, day: string): Promise<string> =>
  nextDocumentNumber(tx, 'INV', day);
