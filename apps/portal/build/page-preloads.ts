import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { entryFiles, pageFiles, type Manifest } from './route-chunks.ts';

/** The public pages a visit often starts on, by the routes they match (root first). */
export const PRELOADED_PAGES = {
  '/': {
    routes: ['src/routes/__root.tsx', 'src/routes/index.tsx'],
    // The home page's strings, fetched by the root route before the page renders (English,
    // the language a first visit reads in).
    alsoLoads: ['src/i18n/messages/en/home.ts'],
  },
  '/candidates': { routes: ['src/routes/__root.tsx', 'src/routes/candidates/index.tsx'] },
  '/candidates/$id': { routes: ['src/routes/__root.tsx', 'src/routes/candidates/$id.tsx'] },
} satisfies Record<string, { routes: string[]; alsoLoads?: string[] }>;

export type PreloadedPage = keyof typeof PRELOADED_PAGES;

/** What dist/page-preloads.json holds: each page's files beyond those index.html loads. */
export type PagePreloads = Record<PreloadedPage, { scripts: string[]; styles: string[] }>;

/**
 * Writes dist/page-preloads.json: for each public page, the route chunks and stylesheets it loads
 * beyond index.html's own. The server names them in that page's HTML (apps/api/src/plugins/
 * page-data.ts), so the browser fetches them beside the entry chunk instead of after it has run
 * (decision 0012).
 */
export function pagePreloads(): Plugin {
  let outDir = '';
  return {
    name: 'bayti-page-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      handler() {
        const manifest = JSON.parse(
          fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest;
        const loaded = entryFiles(manifest);
        const preloads = Object.fromEntries(
          Object.entries(PRELOADED_PAGES).map(([page, spec]) => {
            const files = pageFiles(
              manifest,
              spec.routes,
              'alsoLoads' in spec ? spec.alsoLoads : [],
            ).filter((file) => !loaded.has(file));
            return [
              page,
              {
                scripts: files.filter((file) => file.endsWith('.js')),
                styles: files.filter((file) => file.endsWith('.css')),
              },
            ];
          }),
        ) as PagePreloads;
        fs.writeFileSync(path.join(outDir, 'page-preloads.json'), `${JSON.stringify(preloads)}\n`);
      },
    },
  };
}
