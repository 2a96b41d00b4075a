import { findPhoneNumbersInText } from 'libphonenumber-js/max';
import { ibanSpans } from './iban';
import { withAsciiDigits } from './normalise';

/** What a phone number becomes: nothing of its digits survives, not even its length. */
export const PHONE_MASK = '•••• ••• ••••';

/**
 * Where phone numbers are in a text, as [start, end) offsets. libphonenumber-js finds them by
 * Google's numbering plan, with the "max" metadata and the default leniency ("valid"): a number
 * must be a real number of its country (UAE when it has no country code), so years, amounts, dates and times are not taken.
 * IBANs are skipped: they are long digit runs that the IBAN check reports on its own.
 */
export function phoneSpans(text: string): Array<[number, number]> {
  const ascii = withAsciiDigits(text);
  const ibans = ibanSpans(ascii);
  const spans = HOME_COUNTRIES.flatMap((defaultCountry) =>
    findPhoneNumbersInText(ascii, { defaultCountry })
      // In a home country's plan only mobile numbers count: its short landline numbers would
      // take dates and references for phones (a Nairobi line reads like 2026-12-01).
      .filter((found) => defaultCountry === 'AE' || isMobile(found.number.getType()))
      .map((found): [number, number] => [found.startsAt, found.endsAt]),
  );
  return mergeSpans(spans).filter(
    ([start, end]) => !ibans.some(([from, to]) => start < to && end > from),
  );
}

/**
 * The numbering plans a number typed without its country code is read in: the UAE's, then those
 * of the countries most domestic workers in the UAE come from (a worker gives her home number as
 * she dials it at home, e.g. a Kenyan 0712 345 678).
 */
const HOME_COUNTRIES = ['AE', 'PH', 'IN', 'KE', 'UG', 'ET', 'LK', 'NP', 'ID', 'BD'] as const;

const isMobile = (type: string | undefined) => type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';

/** Overlapping finds of the same number in several plans, as one span each. */
function mergeSpans(spans: Array<[number, number]>): Array<[number, number]> {
  const merged: Array<[number, number]> = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start < last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * Replaces each phone number typed into a message by `PHONE_MASK` and says how many there were.
 * Digits are made ASCII one character for one before the search, so the offsets it returns are
 * those of the text as typed.
 */
export function maskPhones(text: string): { text: string; masked: number } {
  const spans = phoneSpans(text);
  let masked = text;
  for (const [start, end] of [...spans].reverse()) {
    masked = masked.slice(0, start) + PHONE_MASK + masked.slice(end);
  }
  return { text: masked, masked: spans.length };
}
