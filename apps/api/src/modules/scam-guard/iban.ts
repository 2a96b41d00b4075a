/**
 * A UAE IBAN: AE, two check digits and 19 more digits, 23 characters in all, typed with or without
 * spaces or dashes between groups. Read on text whose digits are ASCII; case does not matter.
 */
export const UAE_IBAN = /(?<![\p{L}\p{N}])ae[\s-]*(?:\d[\s-]*){20}\d(?!\p{N})/giu;

/** Where the IBANs are, so phone masking can leave them alone (they are long digit runs). */
export function ibanSpans(asciiDigitText: string): Array<[number, number]> {
  return [...asciiDigitText.matchAll(UAE_IBAN)].map((m) => [m.index, m.index + m[0].length]);
}
