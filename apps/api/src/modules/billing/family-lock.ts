import { eq } from 'drizzle-orm';
import { invoices, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { notFound } from '../../errors';

/**
 * Locks the invoice's family (its users row) until the transaction ends, so payments and refunds
 * of one family run one at a time (two plans cannot then claim the same start); answers the
 * family's id. An unknown invoice is not found.
 */
export async function lockInvoiceFamily(tx: Transaction, invoiceId: number): Promise<number> {
  const [target] = await tx
    .select({ familyId: invoices.familyId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!target) throw notFound('billing.invoiceNotFound');
  await tx.select({ id: users.id }).from(users).where(eq(users.id, target.familyId)).for('update');
  return target.familyId;
}
