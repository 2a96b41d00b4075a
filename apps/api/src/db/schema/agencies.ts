import {
  AGENCY_STATUSES,
  NO_WORKING_DAYS,
  type AgencyStatus,
  type WorkingDaysMap,
} from '@bayti/data/contract';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities } from './reference';
import { inList } from './sql-helpers';

/** A recruitment agency (§3 server shape). full_address and working_days_list are derived on read. */
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
    contactPerson: text('contact_person'),
    contactPersonDesignation: text('contact_person_designation'),
    contactPersonMobile: text('contact_person_mobile'),
    contactPersonEmail: text('contact_person_email'),
    socialLink: text('social_link'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    twitter: text('twitter'),
    tradeLicence: text('trade_licence'),
    taxation: text('taxation'),
    registration: text('registration'),
    status: text('status').$type<AgencyStatus>().notNull().default('new'),
    rating: doublePrecision('rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agencies_city_id_idx').on(t.cityId),
    index('agencies_status_idx').on(t.status),
    check('agencies_status_check', inList(t.status, AGENCY_STATUSES)),
  ],
);
