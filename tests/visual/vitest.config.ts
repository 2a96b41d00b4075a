import { defineConfig } from 'vitest/config';

/**
 * Visual regression: every story of the built Storybook (storybook-static, built by
 * `npm run build-storybook`) is screenshotted in Debian's Chromium and compared with the baseline
 * committed in tests/visual/baselines. `npm run test:visual:update` refreshes the baselines.
 */
export default defineConfig({
  test: {
    name: 'visual',
    root: import.meta.dirname,
    include: ['visual.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser, several pages: stories are compared two at a time on a 2-core machine.
    maxConcurrency: 2,
  },
});
