import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';

/**
 * The Manage Positions list: the admin's (agency_id null) and each agency's own. Until a list is
 * first saved there is no row and ADMIN_DEFAULT_POSITIONS or AGENCY_DEFAULT_POSITIONS apply; a
 * saved list, even an empty one, is kept as saved. Names are kept in the order they were added.
 */
export const positionLists = pgTable(
  'position_lists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One list per owner; the admin's list (null) is one owner too.
    unique('position_lists_owner_unique').on(t.agencyId).nullsNotDistinct(),
    check('position_lists_names_array_check', sql`jsonb_typeof(${t.names}) = 'array'`),
  ],
);
