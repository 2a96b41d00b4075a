import { addDays } from '../uae-calendar';
import {
  agencies as agencyFixtures,
  candidateContacts as contactFixtures,
  cities as cityFixtures,
  countries as countryFixtures,
  demoAccounts,
  DEMO_PASSWORD,
  publicCandidates,
} from '@bayti/data/fixtures';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { systemClock, type Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from './connection';
import { seedManagedCandidates } from './seed-agencies';
import { seedAgencyRecruitments } from './seed-agency-recruitments';
import { seedListings } from './seed-listings';
import { seedJobPosts } from './seed-job-posts';
import { seedWorkerData } from './seed-worker';
import {
  agencies,
  candidateContacts,
  candidates,
  cities,
  countries,
  servicesSearchText,
  users,
} from './schema';
import { seedEmployerDemo } from './seed-employer';
import { seedHireReviews } from './seed-hire-reviews';

/** Tables seeded with explicit ids, whose identity sequences must then continue after them. */
const REFERENCE_TABLES_WITH_IDS = ['countries', 'cities'] as const;
const DEMO_TABLES_WITH_IDS = ['agencies', 'candidates'] as const;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Lets new rows of tables seeded with explicit ids continue after the highest seeded id. */
async function continueSequences(tx: Tx, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.identifier(table)}))`,
    );
  }
}

/** Countries and cities, unless there are some already. Returns whether it inserted them. */
async function insertReferenceData(tx: Tx): Promise<boolean> {
  const [existing] = await tx.select({ n: count() }).from(countries);
  if ((existing?.n ?? 0) > 0) return false;
  await tx.insert(countries).values(countryFixtures);
  await tx
    .insert(cities)
    .values(
      cityFixtures.map((city) => ({ id: city.id, name: city.name, countryId: city.country_id })),
    );
  await continueSequences(tx, REFERENCE_TABLES_WITH_IDS);
  return true;
}

/**
 * Seeds what the product needs to run whatever the data (the countries and cities addresses are
 * picked from) when there is none: every start without the demo data. Returns whether it seeded.
 */
export async function seedReferenceData(db: Database): Promise<boolean> {
  return db.transaction((tx) => insertReferenceData(tx));
}

/**
 * Seeds the demo data (reference data, agencies, the 15 public candidates with their contacts,
 * one account per role and a second agency account, the demo family's dashboard dated from the
 * clock, the agencies' managed candidates) when the database has no accounts (reference data
 * alone, from a start without the demo data, does not count). Returns whether it seeded.
 */
export async function seedIfEmpty(db: Database, clock: Clock = systemClock): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  // Hashing is slow on purpose; do it before the transaction holds the database.
  const passwordHashes = await Promise.all(demoAccounts.map(() => hashPassword(DEMO_PASSWORD)));

  await db.transaction(async (tx) => {
    await insertReferenceData(tx);
    await tx.insert(agencies).values(
      agencyFixtures.map((agency) => ({
        id: agency.id,
        agencyName: agency.agency_name,
        name: agency.name,
        logoPath: agency.logo_path,
        about: agency.about,
        mobileNumber: agency.mobile_number,
        email: agency.email,
        workingDays: agency.working_days,
        workingHours: agency.working_hours,
        streetAddress: agency.street_address,
        cityId: agency.city_id,
        contactPerson: agency.contact_person,
        contactPersonDesignation: agency.contact_person_designation,
        contactPersonMobile: agency.contact_person_mobile,
        contactPersonEmail: agency.contact_person_email,
        socialLink: agency.social_link,
        facebook: agency.facebook,
        instagram: agency.instagram,
        twitter: agency.twitter,
        tradeLicence: agency.trade_licence,
        taxation: agency.taxation,
        registration: agency.registration,
        status: agency.status,
        rating: agency.rating,
        createdAt: new Date(agency.created_at),
        updatedAt: new Date(agency.updated_at),
      })),
    );
    const now = clock.now();
    await tx.insert(candidates).values(
      publicCandidates.map(
        ({ status, services, activeAt: _at, listedBy: _by, ...candidate }, index) => ({
          ...candidate,
          workType: status,
          services,
          servicesText: servicesSearchText(services),
          isPublished: true,
          listingStatus: 'listed' as const,
          // Staggered, so the demo shows fresh and older listings ("Active 3 days ago").
          reconfirmedAt: addDays(now, -(index % 7) * 3),
          activeAt: addDays(now, -(index % 7) * 3),
        }),
      ),
    );
    await tx.insert(candidateContacts).values(
      Object.entries(contactFixtures).map(([id, contact]) => ({
        candidateId: Number(id),
        phone: contact.phone,
        whatsapp: contact.whatsapp,
      })),
    );
    await tx.insert(users).values(
      demoAccounts.map((account, index) => ({
        name: account.name,
        email: account.email.toLowerCase(),
        passwordHash: passwordHashes[index] ?? '',
        role: account.role,
        agencyId: account.agencyId,
        emailVerifiedAt: clock.now(),
      })),
    );
    // The spec's ratings, as reviews: each rating shown is their average.
    await seedHireReviews(tx, clock.now());
    await seedWorkerData(tx);
    await seedEmployerDemo(tx, clock.now());
    await continueSequences(tx, DEMO_TABLES_WITH_IDS);
    // After the sequences: it adds candidates without explicit ids.
    await seedManagedCandidates(tx, clock.now());
    // After the managed candidates: it marks the workers it recruits hired or deployed.
    await seedAgencyRecruitments(tx, clock.now());
    // Last: listings of the candidates above, and one waiting for review.
    await seedListings(tx, clock.now());
    // Two approved jobs of the demo family on /jobs.
    await seedJobPosts(tx, clock.now());
  });
  return true;
}

/**
 * What a start (or `npm run db:seed`) puts into an empty database: the demo data where it belongs
 * (config.seedDemo: the embedded default, or SEED_DEMO=true outside a production start), otherwise
 * the reference data alone. Says which, for the log.
 */
export async function seedAsConfigured(
  db: Database,
  config: Pick<AppConfig, 'seedDemo'>,
): Promise<string> {
  if (config.seedDemo) {
    return (await seedIfEmpty(db)) ? 'demo data' : 'nothing (the database has accounts)';
  }
  return (await seedReferenceData(db))
    ? 'reference data only (no demo accounts here)'
    : 'nothing (no demo accounts here)';
}
