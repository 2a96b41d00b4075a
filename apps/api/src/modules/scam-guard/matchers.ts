import { ARABIC } from './patterns-ar';
import { ENGLISH } from './patterns-en';
import type { WordLists } from './word-lists';

/** A match must not start or end inside a word or a number. */
const BEFORE = '(?<![\\p{L}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{N}])';

/**
 * Arabic attaches conjunctions, prepositions and the article in front of a word and pronouns
 * behind it ("وبالمبلغ", "حوليلي"), so an Arabic stem is matched with them.
 */
const ARABIC_PREFIX = '(?:[وف]?(?:ب?ال|لل|[بل])?)';
const ARABIC_SUFFIX = '(?:ي|ك|ه|ها|هم|كم|نا|ني|وا|ين|ون|لي|لك|له|لها|لنا|يلي|يها|ته|تها|تي)?';

const alternation = (entries: string[]) => `(?:${entries.join('|')})`;

/** One list of both languages as a source fragment, each language with its own word edges. */
export function listSource(key: keyof WordLists, arabicAffixes = true): string {
  const arabic = arabicAffixes
    ? `${ARABIC_PREFIX}${alternation(ARABIC[key])}${ARABIC_SUFFIX}`
    : alternation(ARABIC[key]);
  return `${BEFORE}(?:${alternation(ENGLISH[key])}|${arabic})${AFTER}`;
}

/** The list as a regular expression over normalised text. */
export function listMatcher(key: keyof WordLists, arabicAffixes = true): RegExp {
  return new RegExp(listSource(key, arabicAffixes), 'gu');
}
