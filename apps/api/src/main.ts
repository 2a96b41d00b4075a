import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { seedAsConfigured } from './db/seed';

/** Starts Bayti: database (migrated, seeded when empty), then the server on one port. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const seeded = await seedAsConfigured(database.db, config);
  const app = await buildApp(config, { database, runJobs: config.jobs.run });

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    // In-flight requests finish; a stuck one must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL',
      seeded,
      startupMs: Math.round(performance.now() - startedAt),
    },
    'Bayti is ready',
  );
}

main().catch((error: unknown) => {
  // A setting the server cannot start with is the operator's to fix: the message says how.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
