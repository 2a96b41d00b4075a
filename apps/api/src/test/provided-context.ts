/** Values the global setups hand to the test files (vitest's provide/inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data directory, migrated and seeded once per run. */
    pgliteTemplate: string;
    /** A PostgreSQL database, migrated and seeded once per run, that each test file copies. */
    postgresTemplate: string;
  }
}

export {};
