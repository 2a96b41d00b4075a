import { SALARY_BANDS, type ManagedListingRequirement } from '@bayti/data/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { agencies, candidateContacts, type candidates } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { FieldMessageInput } from '../../errors';
import { missingOf, storedProfileOf } from '../candidate-profile';
import { profileOf, servicesOfForm } from '../managed-candidates';
import { dateOfBirthOf, isAdult } from './rules';

/*
 * What a profile still needs before it can be listed, by field: a worker's own profile by her
 * self-profile's requirements, any other (an agency's or the admin's candidate) by the managed
 * listing's. Every step that lists a profile asks here, so none can list an incomplete one.
 */

type Row = typeof candidates.$inferSelect;
type Db = Database | Transaction;

/** A worker's own profile: hers, listed by no agency (the same rule as who hears about it). */
export const isOwnProfile = (row: Row) => row.userId !== null && row.publisherAgencyId === null;

/** The agency that lists her (or, before she is published, manages her). */
export const listingAgencyIdOf = (row: Row) => row.publisherAgencyId ?? row.agencyId;

/** The number families reach an agency on: its mobile, else its contact person's. */
export const agencyMobile = sql<
  string | null
>`coalesce(nullif(${agencies.mobileNumber}, ''), nullif(${agencies.contactPersonMobile}, ''))`;

export const salaryBandOf = (row: Row) =>
  SALARY_BANDS.find((band) => band.min === row.salaryMin && band.max === row.salaryMax)?.key ??
  null;

/** What reaching her needs: whether she has her own numbers, and the listing agency. */
export async function contactFacts(db: Db, row: Row) {
  const agencyId = listingAgencyIdOf(row);
  const [own, agency] = await Promise.all([
    db
      .select({ id: candidateContacts.candidateId })
      .from(candidateContacts)
      .where(eq(candidateContacts.candidateId, row.id))
      .limit(1),
    agencyId === null
      ? []
      : db
          .select({ id: agencies.id, name: agencies.agencyName, mobile: agencyMobile })
          .from(agencies)
          .where(eq(agencies.id, agencyId))
          .limit(1),
  ]);
  return { hasOwn: own.length > 0, agency: agency[0] ?? null };
}

export type ContactFacts = Awaited<ReturnType<typeof contactFacts>>;

/** Each missing requirement of a managed listing with the message a form shows for it. */
export function managedMissingOf(
  row: Row,
  { hasOwn, agency }: ContactFacts,
  now: Date,
): Partial<Record<ManagedListingRequirement, FieldMessageInput>> {
  const form = profileOf(row);
  const missing: Partial<Record<ManagedListingRequirement, FieldMessageInput>> = {};
  if (!form.fullImage) missing.photo = 'listing.missing.photo';
  if (salaryBandOf(row) === null) missing.salaryBand = 'listing.missing.salaryBand';
  if (row.contactRoute === null) missing.visa = 'listing.missing.visa';
  if (servicesOfForm(form).length === 0) missing.services = 'listing.missing.services';
  if (form.languages.length === 0) missing.languages = 'listing.missing.languages';
  if (form.about.trim() === '') missing.description = 'listing.missing.description';
  if (row.contactRoute === null) missing.contactRoute = 'listing.missing.contactRoute';
  else if (row.contactRoute === 'agency' && !agency?.mobile)
    missing.contactRoute = 'listing.missing.agencyNumbers';
  else if (row.contactRoute === 'own' && !hasOwn) missing.ownNumbers = 'listing.missing.ownNumbers';
  if (!isAdult(dateOfBirthOf(row), now)) missing.adult = 'listing.underAge';
  return missing;
}

/** A managed listing's missing requirements, its contact facts read. */
export async function managedMissing(db: Db, row: Row, now: Date) {
  return managedMissingOf(row, await contactFacts(db, row), now);
}

/** What her own profile still needs for the public list, each 'required to publish'. */
async function ownMissing(db: Db, row: Row): Promise<Record<string, FieldMessageInput>> {
  const [contact] = await db
    .select({ phone: candidateContacts.phone, whatsapp: candidateContacts.whatsapp })
    .from(candidateContacts)
    .where(eq(candidateContacts.candidateId, row.id))
    .limit(1);
  const missing = missingOf(storedProfileOf(row, { image: null, video: null }, contact ?? null));
  return Object.fromEntries(missing.map((field) => [field, 'listing.requiredToPublish' as const]));
}

/**
 * What the profile still needs, by field (age is listingBlockers' own check, said on dateOfBirth).
 */
export async function missingForListing(
  db: Db,
  row: Row,
  now: Date,
): Promise<Record<string, FieldMessageInput>> {
  if (isOwnProfile(row)) return ownMissing(db, row);
  const { adult: _adult, ...missing } = await managedMissing(db, row, now);
  return missing;
}
