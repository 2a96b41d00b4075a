/**
 * Links: a scheme, "www.", or a bare domain under a common top-level domain ("bit.ly/x",
 * "wa.me/971…", "t.me/agency"). The top-level lists keep "e.g.", "a.m." and "1.500" out. An email
 * address is not a link: its domain is skipped.
 */
const TOP_LEVEL =
  'com|net|org|info|biz|io|ly|gl|cc|ae|sa|qa|om|kw|bh|pk|lk|np|bd|ph|ke|ug|gh|ng|uk|xyz|app|link|site|online|shop|top|club|live|page|tk|ml|ga|cf|gq|ru|cn';
/** Top-level domains that are also words ("call.me", "start.in"): a link only with a path. */
const WORD_TOP_LEVEL = 'me|in|to|co|id|us|so|is|it|at|be|do|go|my';

export const LINK = new RegExp(
  [
    'https?://\\S+',
    '(?<![@\\w.-])www\\.\\S+',
    `(?<![@\\w.-])[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${TOP_LEVEL})(?![a-z0-9-])(?:/\\S*)?`,
    `(?<![@\\w.-])[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${WORD_TOP_LEVEL})/\\S+`,
  ].join('|'),
  'gu',
);
