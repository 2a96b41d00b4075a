/** Values the global setups hand to the test files (vitest's provide/inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data directory, migrated and seeded once per run. */
    pgliteTemplate: string;
    /** The migrations with schema-qualified names made relative to search_path. */
    postgresMigrations: string;
  }
}

export {};
