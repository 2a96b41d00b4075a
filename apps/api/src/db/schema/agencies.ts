import {
  AGENCY_LEGAL_DOCUMENT_KINDS,
  AGENCY_STATUSES,
  CONTACT_SALUTATIONS,
  GENDERS,
  NO_WORKING_DAYS,
  TIME_ZONES,
  type AgencyLegalDocumentKind,
  type AgencyStatus,
  type Gender,
  type WorkingDaysMap,
} from '@bayti/data/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities } from './reference';
import { inList } from './sql-helpers';

/**
 * A recruitment agency, in the snake-case shape of /agencies/my-agency. full_address and
 * working_days_list are derived on read.
 */
export const agencies = pgTable(
  'agencies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    agencyName: text('agency_name').notNull(),
    name: text('name').notNull(),
    logoPath: text('logo_path'),
    about: text('about'),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    workingDays: jsonb('working_days').$type<WorkingDaysMap>().notNull().default(NO_WORKING_DAYS),
    workingHours: text('working_hours'),
    streetAddress: text('street_address'),
    cityId: integer('city_id').references(() => cities.id),
    /** The contact person's full name; the admin form's parts below are joined into it. */
    contactPerson: text('contact_person'),
    contactSalutation: text('contact_salutation'),
    contactFirstName: text('contact_first_name'),
    contactMiddleName: text('contact_middle_name'),
    contactLastName: text('contact_last_name'),
    contactDateOfBirth: date('contact_date_of_birth', { mode: 'string' }),
    contactGender: text('contact_gender').$type<Gender>(),
    contactPersonDesignation: text('contact_person_designation'),
    contactPersonMobile: text('contact_person_mobile'),
    contactPersonEmail: text('contact_person_email'),
    socialLink: text('social_link'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    twitter: text('twitter'),
    whatsapp: text('whatsapp'),
    linkedin: text('linkedin'),
    tiktok: text('tiktok'),
    zoom: text('zoom'),
    timezone: text('timezone'),
    /** The agency's 4-digit PIN, kept only as an Argon2id hash (like passwords). */
    pinHash: text('pin_hash'),
    tradeLicence: text('trade_licence'),
    taxation: text('taxation'),
    registration: text('registration'),
    status: text('status').$type<AgencyStatus>().notNull().default('new'),
    /** The average of its published, visible reviews (null without any), kept with the count. */
    rating: doublePrecision('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agencies_city_id_idx').on(t.cityId),
    index('agencies_status_idx').on(t.status),
    // The admin lists: status tab in the latest-updated order, name search, analytics by month.
    index('agencies_status_updated_idx').on(t.status, t.updatedAt, t.id),
    index('agencies_created_idx').on(t.createdAt),
    index('agencies_name_trgm_idx').using('gin', t.agencyName.op('gin_trgm_ops')),
    check('agencies_status_check', inList(t.status, AGENCY_STATUSES)),
    check(
      'agencies_timezone_check',
      sql`${t.timezone} is null or ${inList(t.timezone, TIME_ZONES)}`,
    ),
    check(
      'agencies_contact_salutation_check',
      sql`${t.contactSalutation} is null or ${inList(t.contactSalutation, CONTACT_SALUTATIONS)}`,
    ),
    check(
      'agencies_contact_gender_check',
      sql`${t.contactGender} is null or ${inList(t.contactGender, GENDERS)}`,
    ),
  ],
);

/**
 * The four legal documents of the admin Edit Agency Profile form: one row per agency and
 * kind, with its number, dates and optional file (in storage under storage_key). The numbers of
 * companyRegistration, tradeLicense and taxationDocument are mirrored into agencies.registration,
 * trade_licence and taxation, which the agency dashboard reads.
 */
export const agencyLegalDocuments = pgTable(
  'agency_legal_documents',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AgencyLegalDocumentKind>().notNull(),
    registrationNumber: text('registration_number').notNull().default(''),
    issueDate: date('issue_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    storageKey: text('storage_key'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.kind] }),
    check('agency_legal_documents_kind_check', inList(t.kind, AGENCY_LEGAL_DOCUMENT_KINDS)),
  ],
);
