import { sql } from 'drizzle-orm';
import type { Database } from './connection';

/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Reserves the next id of an identity column, so a row can be written with a number derived from
 * its id (ORD-2026-000042) in one insert.
 */
export async function nextId(tx: Transaction, table: 'orders' | 'invoices'): Promise<number> {
  // Both drivers (pg, PGlite) answer raw queries as { rows }; bigint arrives as a string.
  const { rows } = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id`,
  )) as unknown as { rows: { id: number | string }[] };
  return Number(rows[0]?.id);
}
