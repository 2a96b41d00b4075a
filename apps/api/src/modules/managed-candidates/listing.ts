import {
  API_PREFIX,
  listedPhotoPath,
  managedCandidateFilePath,
  SERVICES,
  salaryBandByKey,
  type ManagedListing,
  type ManagedListingBody,
  type ManagedListingRequirement,
} from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { agencies, type candidates, servicesSearchText } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { listingStateOf, managedMissing, pendingReviewOf, salaryBandOf } from '../listings';
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
    salaryBand: submitted ? salaryBandOf(row) : null,
    visa: submitted ? row.visa : null,
    contactRoute: row.contactRoute,
    listedBy: facts?.[0] ?? null,
    noFeeConfirmedAt: row.noFeeConfirmedAt?.toISOString() ?? null,
    missing: Object.keys(missing) as ManagedListingRequirement[],
  };
}
