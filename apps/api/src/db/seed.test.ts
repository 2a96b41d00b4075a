import {
  agencies as agencyFixtures,
  candidateContacts as contactFixtures,
  cities as cityFixtures,
  countries as countryFixtures,
  demoAccounts,
  publicCandidates,
} from '@bayti/data/fixtures';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './connection';
import * as schema from './schema';
import { seedIfEmpty } from './seed';
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
