import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * `column in ('a', 'b')` with inlined literals: check constraints cannot take bind parameters,
 * and the lists come from the contract's enums, so the database and the API agree.
 */
export function inList(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map(quote).join(', '))})`;
}
