import { defineConfig } from 'vitest/config';

/**
 * End-to-end journeys: Debian's Chromium (through playwright-core) against the real server,
 * started the way `npm start` starts it, on a fresh embedded database in a temporary DATA_DIR.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./server.global.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
