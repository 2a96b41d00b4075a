import { defineConfig } from 'vitest/config';

/** Unit tests of the portal's pure logic (formatting, search-param parsing); screens are covered by stories and e2e. */
export default defineConfig({
  test: {
    name: 'portal',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
