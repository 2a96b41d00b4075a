import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Countries and cities: reference data for addresses (agency profile, /countries/list and
 * /cities/list).
 */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [index('cities_country_id_idx').on(t.countryId, t.name)],
);
