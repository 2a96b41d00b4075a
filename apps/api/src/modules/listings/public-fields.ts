import type { candidates } from '../../db/schema';

type Row = typeof candidates.$inferSelect;

/**
 * The public fields of a profile as display text, for the Review queue's "what changed" and for
 * deciding whether a save changed anything families see. Age is left out (it follows the date
 * of birth, which is in), and an immediate start reads as 'now' (its date moves every day).
 */
export type PublicSnapshot = Record<string, string>;

const list = (values: readonly string[]) => values.join(', ');

export function publicSnapshot(row: Row): PublicSnapshot {
  return {
    name: row.name,
    image: row.image,
    video: row.video ?? '',
    workType: row.workType,
    dateOfBirth: row.dateOfBirth ?? row.managedProfile?.dateOfBirth ?? '',
    salary: row.salary,
    location: row.location,
    nationality: row.nationality,
    visa: row.visa,
    religion: row.religion,
    maritalStatus: row.maritalStatus,
    languages: list(row.languages),
    experience: row.experience,
    childcareExperience: list(row.childcareExperience),
    services: list(row.services),
    position: row.position,
    visaExpiry: row.visaExpiry,
    availableFrom: row.immediateAvailable ? 'now' : row.availableFrom,
    description: row.description,
  };
}

/** The fields whose text differs, in snapshot order. */
export function changedFields(before: PublicSnapshot | null, after: PublicSnapshot): string[] {
  return Object.keys(after).filter((field) => (before?.[field] ?? null) !== after[field]);
}
