/*
 * Money in AED with 2 decimals. The database keeps numeric(12, 2) and sums in numeric; the server
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

/** Fils of an amount from a request (a JSON number with at most 2 decimals). */
export const filsOfAmount = (amount: number): number => Math.round(amount * 100);

/** The numeric literal of an amount in fils, for the database. */
export function numericOf(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(fils);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The JSON number of an amount in fils (AED, 2 decimals). */
export const aedOf = (fils: number): number => fils / 100;
