import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Shared by both projects. Threads start faster than forks and PGlite runs fine in them. A worker
 * imports the server once for all its files (isolate: false): the app keeps no module-level state
 * (every test file builds its own app over its own database), and the one global a test moves,
 * Date.now, is put back after each file (real-time.setup.ts). Importing it per file cost about
 * three seconds a file, 150 s of each run.
 */
const shared: TestProjectInlineConfiguration['test'] = {
  include: ['src/**/*.test.ts'],
  environment: 'node',
  pool: 'threads',
  isolate: false,
  setupFiles: ['src/test/real-time.setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

/**
 * One suite, two databases: always on PGlite; also on a real PostgreSQL when TEST_DATABASE_URL is
 * set (CI). The test harness reads BAYTI_TEST_DB to know which one it runs on.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'api-pglite',
          env: { BAYTI_TEST_DB: 'pglite' },
          globalSetup: ['src/test/pglite-global-setup.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                name: 'api-postgres',
                env: { BAYTI_TEST_DB: 'postgres' },
                globalSetup: ['src/test/postgres-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
