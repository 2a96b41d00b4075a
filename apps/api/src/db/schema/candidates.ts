import type {
  CandidateMaritalStatus,
  CandidatePosition,
  ChildcareBand,
  Nationality,
  Religion,
  Service,
  VisaType,
  WorkType,
} from '@bayti/data/contract';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Worker profiles shown on the public site. Every filter and sort of GET /api/candidates has an
 * index here (§5); the list must stay fast at 100 000 rows.
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
    rating: doublePrecision('rating').notNull(),
    position: text('position').$type<CandidatePosition>().notNull(),
    visaExpiry: date('visa_expiry', { mode: 'string' }).notNull(),
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    listedDate: date('listed_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    /** Only published profiles appear on the public site. */
    isPublished: boolean('is_published').notNull().default(false),
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
    index('candidates_published_idx').on(t.isPublished, t.id),
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
