import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Shared by both projects. Threads start faster than forks and PGlite runs fine in them. */
const shared: TestProjectInlineConfiguration['test'] = {
  include: ['src/**/*.test.ts'],
  environment: 'node',
  pool: 'threads',
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
