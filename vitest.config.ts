import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';
import { makeRoomForFrame } from './tests/visual/commands.ts';
import { screenshotComparison, storyContext } from './tests/visual/screenshots.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The repository-level Vitest projects: the story tests (in Debian's Chromium through Vitest
 * browser mode) and the lint-rule tests. Each package keeps its own vitest.config.ts for its unit
 * and integration tests, run by its `test` script through turbo.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'lint',
          include: ['tests/lint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        optimizeDeps: {
          // Pre-bundled so the first run does not reload mid-test.
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            'react-aria-components',
            '@tanstack/react-table',
            'clsx',
            '@internationalized/date',
            'lucide-react',
            // The portal's page stories: its app libraries and the mock API.
            '@tanstack/react-query',
            '@tanstack/react-router',
            'jotai',
            'jotai/utils',
            'zod',
            'react-hook-form',
            // Installed under the portal (its optional peers keep it from the root).
            '@bayti/portal > @hookform/resolvers/zod',
            'msw',
            'msw/browser',
            'msw-storybook-addon/csf3',
          ],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          setupFiles: ['.storybook/story-isolation.setup.ts', '.storybook/screenshot.setup.ts'],
          // Story files share a page and its loaded modules; every story resets what it sets up
          // (the portal's store, mock API and clock in beforeEach; story-isolation.setup.ts), so
          // only the reloads go. Two pages run files side by side, one per core.
          isolate: false,
          maxWorkers: 2,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              contextOptions: storyContext,
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            screenshotFailures: false,
            commands: { makeRoomForFrame },
            expect: { toMatchScreenshot: screenshotComparison },
          },
        },
      },
    ],
  },
});
