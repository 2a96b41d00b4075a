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
  return findPhoneNumbersInText(ascii, { defaultCountry: 'AE' })
    .map((found): [number, number] => [found.startsAt, found.endsAt])
    .filter(([start, end]) => !ibans.some(([from, to]) => start < to && end > from));
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
