/**
 * An amount typed in AED ('1,250.50'): up to 9 digits and 2 decimals, commas allowed; more than
 * zero unless `allowZero`. Null when it is not one.
 */
export function parseAedInput(raw: string, allowZero = false): number | null {
  const value = raw.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const amount = Number(value);
  return amount > 0 || (allowZero && amount === 0) ? amount : null;
}
