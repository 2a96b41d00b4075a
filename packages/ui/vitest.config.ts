import { defineConfig } from 'vitest/config';

/** Unit tests of the design system's pure logic; components are tested through their stories. */
export default defineConfig({
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    passWithNoTests: false,
  },
});
