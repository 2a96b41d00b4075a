import {
  agencies as agencyFixtures,
  candidateContacts as contactFixtures,
  cities as cityFixtures,
  countries as countryFixtures,
  demoAccounts,
  publicCandidates,
  seededReviews,
  SEEDED_REVIEWS_EACH,
} from '@bayti/data/fixtures';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import { openPglite, type DatabaseHandle } from './connection';
import * as schema from './schema';
import { seedIfEmpty, seedReferenceData } from './seed';
import { MANAGED_SEED_CANDIDATES } from './seed-agencies';
import { SEED_RECRUITED_WORKERS, SEED_RECRUITING_FAMILIES } from './seed-agency-recruitments';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rows = async (table: PgTable) => {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n;
};

describe('seedIfEmpty', () => {
  it('has seeded every fixture', async () => {
    expect(await rows(schema.countries)).toBe(countryFixtures.length);
    expect(await rows(schema.cities)).toBe(cityFixtures.length);
    expect(await rows(schema.agencies)).toBe(agencyFixtures.length);
    expect(await rows(schema.candidates)).toBe(
      publicCandidates.length + MANAGED_SEED_CANDIDATES.length + SEED_RECRUITED_WORKERS,
    );
    expect(await rows(schema.candidateContacts)).toBe(Object.keys(contactFixtures).length);
    expect(await rows(schema.users)).toBe(demoAccounts.length + SEED_RECRUITING_FAMILIES.length);
  });

  it('writes the spec ratings as published reviews, whose average each rating shown is', async () => {
    expect(await rows(schema.hireReviews)).toBe(seededReviews.length);
    const shown = await database.db
      .select({
        id: schema.candidates.id,
        rating: schema.candidates.rating,
        count: schema.candidates.reviewCount,
      })
      .from(schema.candidates);
    for (const fixture of publicCandidates)
      expect(shown.find((row) => row.id === fixture.id)).toEqual({
        id: fixture.id,
        rating: fixture.rating,
        count: SEEDED_REVIEWS_EACH,
      });
    const agencies = await database.db
      .select({
        id: schema.agencies.id,
        rating: schema.agencies.rating,
        count: schema.agencies.reviewCount,
      })
      .from(schema.agencies);
    for (const fixture of agencyFixtures)
      expect(agencies.find((row) => row.id === fixture.id)).toEqual({
        id: fixture.id,
        rating: fixture.rating,
        count: fixture.rating === null ? 0 : SEEDED_REVIEWS_EACH,
      });
  });

  it('leaves a database with data alone', async () => {
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await rows(schema.countries)).toBe(countryFixtures.length);
  });

  it('lets new rows continue after the seeded ids', async () => {
    const [country] = await database.db
      .insert(schema.countries)
      .values({ name: 'Testland' })
      .returning();
    expect(country!.id).toBe(Math.max(...countryFixtures.map((c) => c.id)) + 1);
  });
});

describe('seedReferenceData (a start without the demo data)', () => {
  let empty: DatabaseHandle;
  beforeAll(async () => {
    empty = await openPglite();
    await empty.migrate();
  });
  afterAll(() => empty.close());

  const emptyRows = async (table: PgTable) => {
    const [row] = await empty.db.select({ n: count() }).from(table);
    return row?.n;
  };

  it('seeds the countries and cities only, once', async () => {
    expect(await seedReferenceData(empty.db)).toBe(true);
    expect(await seedReferenceData(empty.db)).toBe(false);
    expect(await emptyRows(schema.countries)).toBe(countryFixtures.length);
    expect(await emptyRows(schema.cities)).toBe(cityFixtures.length);
    expect(await emptyRows(schema.users)).toBe(0);
    expect(await emptyRows(schema.agencies)).toBe(0);
    expect(await emptyRows(schema.candidates)).toBe(0);
  });

  it('leaves room for the demo data while there are no accounts', async () => {
    expect(await seedIfEmpty(empty.db)).toBe(true);
    expect(await emptyRows(schema.countries)).toBe(countryFixtures.length);
    expect(await emptyRows(schema.users)).toBe(
      demoAccounts.length + SEED_RECRUITING_FAMILIES.length,
    );
  });
});
