import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The one handle services use, whatever the driver (a union of both types breaks `.returning`). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface MigrateOptions {
  /** Another folder of the same migrations (the PostgreSQL test suite rewrites schema names). */
  migrationsFolder?: string;
  /** Where drizzle records applied migrations; default `drizzle`. */
  migrationsSchema?: string;
}

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pglite' | 'postgres';
  /** The connection string, on PostgreSQL (the job queue opens its own small pool with it). */
  readonly url?: string;
  /** Applies the committed migrations with drizzle's migrator for this driver. */
  migrate(options?: MigrateOptions): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationConfig = (options: MigrateOptions = {}) => ({
  migrationsFolder: options.migrationsFolder ?? MIGRATIONS_DIR,
  migrationsSchema: options.migrationsSchema ?? 'drizzle',
});

export interface PgliteOptions {
  /** Directory to persist into; in memory when absent. */
  dataDir?: string;
  /** A dumped data directory to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob;
}

export interface PgliteHandle extends DatabaseHandle {
  /** The embedded engine itself (dumps, for the test template). */
  readonly client: PGlite;
}

/** Embedded PostgreSQL (WASM), used when DATABASE_URL is unset. */
export async function openPglite(options: PgliteOptions = {}): Promise<PgliteHandle> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    client,
    driver: 'pglite',
    migrate: (opts) => migratePglite(db, migrationConfig(opts)),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  url: string;
  /** Sets search_path on every connection (the test suite gives each file its own schema). */
  searchPath?: string;
  maxConnections?: number;
  /** How long a new connection may take before the query fails (503); default 5 s. */
  connectTimeoutMs?: number;
}

/** Any key will do as long as every instance uses the same one. */
const MIGRATION_LOCK_KEY = 742_815_001;

/** node-postgres pool, used when DATABASE_URL is set. */
export async function openPostgres(options: PostgresOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    // A database that stops answering (not refusing) must not hang requests for minutes.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    url: options.url,
    async migrate(opts) {
      // Several instances may start at once: one migrates, the others wait and find nothing to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, schema }), migrationConfig(opts));
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** The configured database: PostgreSQL when a URL is given, else PGlite persisted in dataDir/db. */
export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres({ url: config.databaseUrl })
    : openPglite({ dataDir: path.join(config.dataDir, 'db') });
}
