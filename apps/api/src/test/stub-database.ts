import type { Database, DatabaseHandle } from '../db/connection';

/** A database handle for tests that never query (the portal, config): any query fails loudly. */
export function stubDatabase(): DatabaseHandle {
  const db = new Proxy({} as Database, {
    get(_target, property) {
      throw new Error(`The stub database was asked for ${String(property)}`);
    },
  });
  return {
    db,
    driver: 'pglite',
    migrate: async () => {},
    ping: async () => {},
    close: async () => {},
  };
}
