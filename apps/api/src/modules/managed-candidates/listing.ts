import {
  API_PREFIX,
  listedPhotoPath,
  managedCandidateFilePath,
  SALARY_BANDS,
  SERVICES,
  salaryBandByKey,
  type ManagedListing,
  type ManagedListingBody,
  type ManagedListingRequirement,
} from '@bayti/data/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { agencies, candidateContacts, type candidates, servicesSearchText } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { FieldMessageInput } from '../../errors';
import { pendingReviewOf, dateOfBirthOf, isAdult, listingStateOf } from '../listings';
import { profileOf } from './profile';

type Row = typeof candidates.$inferSelect;
type Db = Database | Transaction;

/**
 * The public path of her photo: an uploaded photo's private path becomes its public one
 * (listedPhotoPath), served to anyone while it is her listing's photo; a bundled image stays.
 */
function publicImageOf(id: number, fullImage: string | null): string {
  if (!fullImage) return '';
  const prefix = managedCandidateFilePath(API_PREFIX, id, 'media', '');
  return fullImage.startsWith(prefix)
    ? listedPhotoPath(API_PREFIX, id, fullImage.slice(prefix.length))
    : fullImage;
}

/** The public columns a managed candidate's form gives her listing (kept in step while listed). */
export function publicColumnsOf(row: Row) {
  const form = profileOf(row);
  const services = [...new Set<string>([...form.coreSkills, ...form.otherSkills])].filter(
    (skill): skill is (typeof SERVICES)[number] => (SERVICES as readonly string[]).includes(skill),
  );
  return {
    workType: form.accommodation,
    location: form.currentCity,
    languages: form.languages.map((entry) => entry.language),
    image: publicImageOf(row.id, form.fullImage),
    services,
    servicesText: servicesSearchText(services),
    description: form.about,
    availableFrom: form.estimatedJoiningDate,
  } satisfies Partial<Row>;
}

/** The columns the publish body sets: salary band, visa and contact route. */
export function listingBodyColumns(body: ManagedListingBody) {
  const band = salaryBandByKey(body.salaryBand);
  return {
    salary: `${band.label} per month`,
    salaryMin: band.min,
    salaryMax: band.max,
    visa: body.visa,
    contactRoute: body.contactRoute,
  } satisfies Partial<Row>;
}

const bandOf = (row: Row) =>
  SALARY_BANDS.find((band) => band.min === row.salaryMin && band.max === row.salaryMax)?.key ??
  null;

/** What reaching her needs: her own numbers, or the listing agency's mobile. */
async function contactFacts(db: Db, row: Row) {
  const agencyId = row.publisherAgencyId ?? row.agencyId;
  const [own, agency] = await Promise.all([
    db
      .select({ id: candidateContacts.candidateId })
      .from(candidateContacts)
      .where(eq(candidateContacts.candidateId, row.id))
      .limit(1),
    agencyId === null
      ? []
      : db
          .select({
            name: agencies.agencyName,
            mobile: sql<
              string | null
            >`coalesce(nullif(${agencies.mobileNumber}, ''), nullif(${agencies.contactPersonMobile}, ''))`,
          })
          .from(agencies)
          .where(eq(agencies.id, agencyId))
          .limit(1),
  ]);
  return { hasOwn: own.length > 0, agency: agency[0] ?? null };
}

/** Each missing requirement of a managed listing with the message a form shows for it. */
export async function managedMissing(
  db: Db,
  row: Row,
  now: Date,
): Promise<Partial<Record<ManagedListingRequirement, FieldMessageInput>>> {
  const form = profileOf(row);
  const { hasOwn, agency } = await contactFacts(db, row);
  const missing: Partial<Record<ManagedListingRequirement, FieldMessageInput>> = {};
  if (!form.fullImage) missing.photo = 'listing.missing.photo';
  if (bandOf(row) === null) missing.salaryBand = 'listing.missing.salaryBand';
  if (row.contactRoute === null) missing.visa = 'listing.missing.visa';
  if (publicColumnsOf(row).services.length === 0) missing.services = 'listing.missing.services';
  if (form.languages.length === 0) missing.languages = 'listing.missing.languages';
  if (form.about.trim() === '') missing.description = 'listing.missing.description';
  if (row.contactRoute === null) missing.contactRoute = 'listing.missing.contactRoute';
  else if (row.contactRoute === 'agency' && !agency?.mobile)
    missing.contactRoute = 'listing.missing.agencyNumbers';
  else if (row.contactRoute === 'own' && !hasOwn) missing.ownNumbers = 'listing.missing.ownNumbers';
  if (!isAdult(dateOfBirthOf(row), now)) missing.adult = 'listing.underAge';
  return missing;
}

/** Her listing as the candidate modal shows it. */
export async function managedListingOf(db: Db, row: Row, now: Date): Promise<ManagedListing> {
  const [pending, missing, facts] = await Promise.all([
    pendingReviewOf(db, row.id),
    managedMissing(db, row, now),
    row.publisherAgencyId === null
      ? null
      : db
          .select({ id: agencies.id, name: agencies.agencyName })
          .from(agencies)
          .where(eq(agencies.id, row.publisherAgencyId))
          .limit(1),
  ]);
  const submitted = row.contactRoute !== null;
  return {
    ...listingStateOf(row, pending?.kind ?? null),
    salaryBand: submitted ? bandOf(row) : null,
    visa: submitted ? row.visa : null,
    contactRoute: row.contactRoute,
    listedBy: facts?.[0] ?? null,
    missing: Object.keys(missing) as ManagedListingRequirement[],
  };
}
