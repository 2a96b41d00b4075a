import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { portalConfigFromEnv } from './src/portal-env.ts';
import { pagePreloads } from './build/page-preloads.ts';
import { precompress } from './build/precompress.ts';
import { preloadFonts } from './build/preload-fonts.ts';
import { scriptsAfterPaint } from './build/scripts-after-paint.ts';

const portalDir = fileURLToPath(new URL('.', import.meta.url));
const lazyCatalogue = fileURLToPath(new URL('./src/i18n/catalogue.lazy.ts', import.meta.url));

export default defineConfig(({ command, mode }) => ({
  define: {
    // The VITE_* settings, checked here in Node (a bad value fails the build) and handed to the
    // browser as one constant, so its pages need no zod to read them (src/config.ts).
    __PORTAL_CONFIG__: JSON.stringify(portalConfigFromEnv(loadEnv(mode, portalDir, 'VITE_'))),
  },
  // The router plugin must come before the React plugin.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too (the default keeps them in the main bundle, and with them every module they
      // import, often the screen's own file): each page's code is fetched when it is visited.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component', 'pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
    react(),
    preloadFonts(),
    scriptsAfterPaint(),
    pagePreloads(),
    // Last, so it sees every file the build wrote.
    precompress(),
  ],
  resolve: {
    // The built portal fetches Arabic only when a reader chooses it (page budgets,
    // tests/budgets/page-weight.ts); stories, unit tests and the dev server keep both languages
    // in the bundle so they render either at once.
    alias: command === 'build' ? [{ find: /^\.\/catalogue$/, replacement: lazyCatalogue }] : [],
  },
  css: {
    modules: {
      // Short class names in the build: each CSS module's class names also ship as a JS object in
      // the page's chunks (page budgets). Stories and the dev server keep the readable names.
      ...(command === 'build' ? { generateScopedName: '_[hash:base64:6]' } : {}),
    },
  },
  server: {
    port: 5173,
    // In development the API runs on its own port; in production one server serves both.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // .vite/manifest.json: which chunks each route loads, read by the page-budget test.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The portal's and the workspace packages' own modules have no import-time side effects
        // besides their CSS, so an unused export (a zod schema, a screen behind a barrel file)
        // is dropped instead of riding into the first page's chunks.
        moduleSideEffects: (id: string) => /\.css($|\?)/.test(id) || id.includes('/node_modules/'),
      },
      output: {
        codeSplitting: {
          // Every module the first page statically needs in one chunk (with the entry): left to
          // the automatic splitting, those shared with a lazy page came as some thirty small
          // chunks, each compressed alone (-12 KB brotli on every page, tests/budgets). Nothing
          // joins that is not fetched on every visit anyway.
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
}));
