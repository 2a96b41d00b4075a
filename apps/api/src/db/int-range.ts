/**
 * Ids are PostgreSQL `integer`s. The contract accepts any safe integer, so a larger id from a URL
 * must be answered as "no such row" rather than sent to the database, which would fail.
 */
export const MAX_INT4 = 2_147_483_647;

export const fitsIntegerColumn = (value: number) =>
  Number.isInteger(value) && value >= -MAX_INT4 - 1 && value <= MAX_INT4;
