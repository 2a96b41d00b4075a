/**
 * The two spellings of text the guard reads. Users type the same word many ways (capitals,
 * harakat, tatweel, Arabic-Indic digits, full-width forms), so patterns are written once, in the
 * normalised spelling, and every message is brought to it before matching.
 */

/** Arabic-Indic (U+0660) and Eastern Arabic-Indic (U+06F0) digits, each one UTF-16 unit. */
const NON_ASCII_DIGIT = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g;

function asciiDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  if (code >= 0xff10) return String(code - 0xff10);
  if (code >= 0x06f0) return String(code - 0x06f0);
  return String(code - 0x0660);
}

/**
 * Digits to ASCII, one character for one, so offsets found in the result are offsets in the input
 * (phone masking replaces spans of the text the user typed).
 */
export function withAsciiDigits(text: string): string {
  return text.replace(NON_ASCII_DIGIT, asciiDigit);
}

/** Harakat, Quranic marks, superscript alef and tatweel: decoration that changes no word. */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

/**
 * The spelling every pattern file is written in: NFKC, lower case, ASCII digits, no Arabic marks,
 * the hamza forms of alef as bare alef, alef maqsura as ya and ta marbuta as ha (people type
 * "دفعه" for "دفعة" and "الانصاري" for "الأنصاري"), Arabic punctuation as its Latin twin and runs
 * of spaces as one space.
 */
export function normaliseText(text: string): string {
  return withAsciiDigits(text.normalize('NFKC'))
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/\u066c/g, ',')
    .replace(/\u066b/g, '.')
    .replace(/\u060c/g, ',')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[^\S\n]+/g, ' ');
}
