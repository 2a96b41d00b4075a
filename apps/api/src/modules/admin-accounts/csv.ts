/**
 * CSV (RFC 4180) for spreadsheet downloads. A cell a spreadsheet would run as a formula (one
 * starting with =, +, -, @, tab or carriage return) is prefixed with an apostrophe, so text a
 * family typed can never execute on the admin's machine (CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export type CsvValue = string | null;

export function csvCell(value: CsvValue): string {
  if (value === null || value === '') return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The whole file: a byte-order mark (so spreadsheet programs read UTF-8, Arabic names included),
 * the header row, then one line per row, CRLF-separated.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
