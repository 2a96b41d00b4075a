import type {
  CandidateMaritalStatus,
  ContactRoute,
  ListingStatus,
  CandidateProfileForm,
  CandidatePosition,
  ChildcareBand,
  Gender,
  Kid,
  ManagedCandidateStatus,
  Nationality,
  Religion,
  Service,
  VisaType,
  WorkType,
} from '@bayti/data/contract';
import {
  CONTACT_ROUTES,
  LISTING_STATUSES,
  MANAGED_CANDIDATE_STATUSES,
  SELF_PROFILE_VISA_STATUSES,
} from '@bayti/data/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { agencies } from './agencies';
import { inList } from './sql-helpers';

/**
 * Worker profiles shown on the public site. Every filter and sort of GET /api/candidates has an
 * index here; the list must stay fast at 100 000 rows.
 *
 * A worker's own profile (candidate dashboard) is this same row,
 * linked by user_id. Self-profile values map onto the public columns where they mean the same
 * thing (modules/candidate-profile/mapping.ts): nationality, religion, marital status, age,
 * location, visa expiry, job preference -> work_type, childcare bands -> childcare_experience,
 * skills -> services, languages, salary -> salary text and bounds, experience -> experience text,
 * the date or today -> available_from. What the public columns cannot hold has its own column
 * below (gender, visa_status, self_skills, kids, immediate_available).
 */
export const candidates = pgTable(
  'candidates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** The public "status" is the work type. */
    workType: text('work_type').$type<WorkType>().notNull(),
    age: integer('age').notNull(),
    salary: text('salary').notNull(),
    /** Parsed from `salary` (parseSalaryRange); null is unbounded on that side. */
    salaryMin: doublePrecision('salary_min'),
    salaryMax: doublePrecision('salary_max'),
    location: text('location').notNull(),
    nationality: text('nationality').$type<Nationality>().notNull(),
    flag: text('flag').notNull(),
    visa: text('visa').$type<VisaType>().notNull(),
    religion: text('religion').$type<Religion>().notNull(),
    maritalStatus: text('marital_status').$type<CandidateMaritalStatus>().notNull(),
    languages: text('languages').array().notNull(),
    image: text('image').notNull(),
    video: text('video'),
    experience: text('experience').notNull(),
    childcareExperience: text('childcare_experience').array().$type<ChildcareBand[]>().notNull(),
    services: text('services').array().$type<Service[]>().notNull(),
    /**
     * The services joined by newlines, kept by the service layer, so the skills substring filter
     * can use a trigram index (an array cannot).
     */
    servicesText: text('services_text').notNull().default(''),
    /**
     * The average of her published, visible reviews (0 without any) and their count, kept in the
     * transaction that publishes or hides one (docs/decisions/0035), so lists read no aggregate.
     */
    rating: doublePrecision('rating').notNull(),
    reviewCount: integer('review_count').notNull().default(0),
    position: text('position').$type<CandidatePosition>().notNull(),
    visaExpiry: date('visa_expiry', { mode: 'string' }).notNull(),
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    listedDate: date('listed_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    /** Only published profiles appear on the public site. */
    isPublished: boolean('is_published').notNull().default(false),
    /** The worker's account, when she manages this profile herself. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The worker's Visible switch; hidden profiles are never listed. */
    visible: boolean('visible').notNull().default(true),
    /**
     * Every field a listing needs is present (kept by the service layer; rows written by the seed
     * or an agency are complete by construction). The public site lists published, visible and
     * complete rows only.
     */
    isComplete: boolean('is_complete').notNull().default(true),
    /** The agency managing this worker: it may read her documents. */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    // Self-profile values the public columns cannot hold.
    gender: text('gender').$type<Gender>(),
    /** Visit or Employment; the public `visa` is derived from it (mapping.ts). */
    visaStatus: text('visa_status').$type<(typeof SELF_PROFILE_VISA_STATUSES)[number]>(),
    /** The self-profile's skills as chosen (Driving has no public service); null: from services. */
    selfSkills: text('self_skills').array(),
    kids: jsonb('kids').$type<Kid[]>().notNull().default([]),
    immediateAvailable: boolean('immediate_available').notNull().default(false),
    // Admin/agency management (All Candidates and its status tabs). Every row has a status; the
    // profile form is kept whole in managed_profile once an admin or agency saves it, and is
    // derived from the public columns until then (modules/managed-candidates/profile.ts).
    managedStatus: text('managed_status')
      .$type<ManagedCandidateStatus>()
      .notNull()
      .default('shortlisted'),
    interviewDate: date('interview_date', { mode: 'string' }),
    /** HH:MM in the UAE day. */
    interviewTime: text('interview_time'),
    selectionType: text('selection_type'),
    selectionDate: date('selection_date', { mode: 'string' }),
    managedProfile: jsonb('managed_profile').$type<CandidateProfileForm>(),
    /**
     * The position the admin/agency lists and position pages show: the form's applying position
     * (which may be a position the public list does not offer, such as Gardener), else the public
     * one. Generated, so it can be filtered and searched through an index.
     */
    managedPosition: text('managed_position')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(managed_profile ->> 'applyingPosition', position)`),
    // The listing (docs/decisions/0022). is_published is true exactly while listing_status is
    // 'listed': the public indexes above stay as they are.
    listingStatus: text('listing_status').$type<ListingStatus>().notNull().default('draft'),
    /** The admin's reason for the current status (rejected, changes requested, hidden). */
    listingReason: text('listing_reason'),
    /** When the listing was last approved or reconfirmed; it goes stale 30 days later. */
    reconfirmedAt: timestamp('reconfirmed_at', { withTimezone: true }),
    /** The last time her worker or agency saved or reconfirmed the listing ("Active N days ago"). */
    activeAt: timestamp('active_at', { withTimezone: true }),
    /** The agency that published her; her public profile shows "Listed by" it. */
    publisherAgencyId: integer('publisher_agency_id').references(() => agencies.id, {
      onDelete: 'set null',
    }),
    /** How a family with a plan reaches a worker an agency listed: her numbers or the agency's. */
    contactRoute: text('contact_route').$type<ContactRoute>(),
    /**
     * When the publishing agency confirmed it took no fee or commission from her (UAE law; asked
     * once, on its first publish), and the agency user who did.
     */
    noFeeConfirmedAt: timestamp('no_fee_confirmed_at', { withTimezone: true }),
    noFeeConfirmedBy: integer('no_fee_confirmed_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The worker's date of birth (self profile); under 18 is never published. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidates_nationality_idx').on(t.nationality),
    index('candidates_position_idx').on(t.position),
    index('candidates_work_type_idx').on(t.workType),
    index('candidates_visa_idx').on(t.visa),
    index('candidates_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
    index('candidates_services_text_trgm_idx').using('gin', t.servicesText.op('gin_trgm_ops')),
    // Containment (services @> '{Babycare}') for the baby-care checkbox.
    index('candidates_services_gin_idx').using('gin', t.services),
    index('candidates_salary_max_idx').on(t.salaryMax),
    // One index per sort order, id breaking ties, matching the ORDER BY exactly.
    index('candidates_age_asc_idx').on(t.age.asc(), t.id.asc()),
    index('candidates_age_desc_idx').on(t.age.desc(), t.id.asc()),
    index('candidates_salary_asc_idx').on(t.salaryMin.asc().nullsLast(), t.id.asc()),
    index('candidates_salary_desc_idx').on(t.salaryMin.desc().nullsLast(), t.id.asc()),
    // The default list order over listed rows (published, visible, complete) only.
    index('candidates_listed_idx')
      .on(t.id)
      .where(sql`${t.isPublished} and ${t.visible} and ${t.isComplete}`),
    // The public sorts over listed rows, each matching its ORDER BY, so a keyset page
    // ((key, id) > (cursor key, cursor id)) is one index condition. The descending sorts order
    // by the negated key (id still ascending), which a row comparison can follow.
    index('candidates_listed_age_asc_idx')
      .on(t.age, t.id)
      .where(sql`${t.isPublished} and ${t.visible} and ${t.isComplete}`),
    index('candidates_listed_age_desc_idx')
      .on(sql`(-${t.age})`, t.id)
      .where(sql`${t.isPublished} and ${t.visible} and ${t.isComplete}`),
    index('candidates_listed_salary_asc_idx')
      .on(t.salaryMin.asc().nullsLast(), t.id)
      .where(sql`${t.isPublished} and ${t.visible} and ${t.isComplete}`),
    index('candidates_listed_salary_desc_idx')
      .on(sql`(-${t.salaryMin}) nulls last`, t.id)
      .where(sql`${t.isPublished} and ${t.visible} and ${t.isComplete}`),
    // The nationality chip counts (computed on a cache miss): every column of the exact filters,
    // so the count is an index-only scan grouped in index order, not a pass over the table.
    index('candidates_listed_counts_idx')
      .on(t.nationality, t.position, t.workType, t.visa, t.age, t.salaryMin, t.salaryMax)
      .where(sql`${t.isPublished} and ${t.visible} and ${t.isComplete}`),
    uniqueIndex('candidates_user_id_unique').on(t.userId),
    index('candidates_agency_id_idx').on(t.agencyId),
    check('candidates_visa_status_check', inList(t.visaStatus, SELF_PROFILE_VISA_STATUSES)),
    check('candidates_managed_status_check', inList(t.managedStatus, MANAGED_CANDIDATE_STATUSES)),
    check('candidates_listing_status_check', inList(t.listingStatus, LISTING_STATUSES)),
    check('candidates_contact_route_check', inList(t.contactRoute, CONTACT_ROUTES)),
    // Listed profiles by when they were reconfirmed (the daily reminder and stale jobs).
    index('candidates_listed_reconfirmed_idx')
      .on(t.reconfirmedAt)
      .where(sql`${t.listingStatus} = 'listed'`),
    index('candidates_publisher_agency_idx').on(t.publisherAgencyId),
    // The admin/agency lists: scope (agency), status tab, then the default order by id.
    index('candidates_managed_agency_idx').on(t.agencyId, t.managedStatus, t.id),
    index('candidates_managed_status_idx').on(t.managedStatus, t.id),
    index('candidates_managed_position_idx').on(t.managedPosition, t.managedStatus, t.id),
    // Their sorts (age has its indexes above); a backward scan serves the descending order.
    index('candidates_name_sort_idx').on(t.name, t.id),
    index('candidates_gender_sort_idx').on(t.gender, t.id),
    index('candidates_nationality_sort_idx').on(t.nationality, t.id),
    // The date filter matches the interview or the selection date.
    index('candidates_interview_date_idx').on(t.interviewDate),
    index('candidates_selection_date_idx').on(t.selectionDate),
    // The search box: a case-insensitive substring of the name (or position, gender, nationality,
    // age, which are short vocabularies).
    index('candidates_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('candidates_managed_position_trgm_idx').using(
      'gin',
      t.managedPosition.op('gin_trgm_ops'),
    ),
  ],
);

/** Phone and WhatsApp live apart so no public query can select them by accident. */
export const candidateContacts = pgTable('candidate_contacts', {
  candidateId: integer('candidate_id')
    .primaryKey()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  whatsapp: text('whatsapp').notNull(),
});

/**
 * The value of services_text for a list of services. Newline-separated so a search term can only
 * span two services if it contains a newline; the skills filter re-checks each service anyway.
 */
export function servicesSearchText(services: readonly string[]): string {
  return services.join('\n');
}

/**
 * One row whose version moves forward with every statement that inserts, updates or deletes
 * candidates (statement triggers, migration 0011): whatever wrote, from whichever server. The
 * cached list counts (modules/candidates/counts-cache.ts) are kept per version, so reading this
 * row tells a server whether what it holds is still the truth.
 */
export const candidatesVersion = pgTable('candidates_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
