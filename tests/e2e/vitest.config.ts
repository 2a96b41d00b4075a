import { defineConfig } from 'vitest/config';

/**
 * End-to-end journeys: Debian's Chromium (through playwright-core) against the real server,
 * started the way `npm start` starts it, on fresh embedded databases in temporary DATA_DIRs.
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
    // Three workers, each with its own server and data directory (server.global.ts): a worker runs
    // its files one after another, as one visitor's journeys would on a server of their own. With
    // two, the cores sat idle while a page waited on its server; three keep both busy (measured:
    // 583 s with two, 436 s with three). A worker imports the test helpers once for all its files.
    maxWorkers: 3,
    isolate: false,
  },
});
