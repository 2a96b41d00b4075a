/*
 * Her age, on its own so that the worker's self-profile (which checks it) and the managed
 * candidate form (which reuses the self-profile's phone rule) need not import each other.
 */

/** Whole years between a birth date and today (UTC). */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number);
  const age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return beforeBirthday ? age - 1 : age;
}
