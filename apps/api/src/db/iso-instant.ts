import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A timestamp column as the contract writes instants: ISO 8601 in UTC (null stays null). */
export const isoInstant = <T extends string | null = string>(column: AnyColumn): SQL<T> =>
  sql<T>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
