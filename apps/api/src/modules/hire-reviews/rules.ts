import { REVIEW_OPENS_AFTER_DAYS } from '@bayti/data/contract';

/*
 * When a hire becomes reviewable and how an author is named (docs/decisions/0035).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UAE day `days` after `day`. */
const dayPlus = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The UAE day a hire becomes reviewable: 30 days after work started, or the day she was returned
 * when that is sooner (her probation, and the hire, ended there).
 */
export function reviewableOn(startedOn: string, returnedOn: string | null): string {
  const afterWork = dayPlus(startedOn, REVIEW_OPENS_AFTER_DAYS);
  return returnedOn !== null && returnedOn < afterWork ? returnedOn : afterWork;
}

/** "Amal M." from "Amal Al Mansouri": a first name and the initial of the last word. */
export function authorLabel(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!;
  if (words.length === 1) return first;
  const last = words[words.length - 1]!;
  return `${first} ${Array.from(last)[0]!.toUpperCase()}.`;
}
