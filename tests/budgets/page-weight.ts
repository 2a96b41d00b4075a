/**
 * The JavaScript a visitor's browser downloads to show one page of the built portal, read from
 * Vite's manifest (apps/portal/dist/.vite/manifest.json, `build.manifest: true`):
 * the entry chunk and its static imports, plus, for every route matched on the way to the page,
 * the chunks TanStack Router's autoCodeSplitting made for its component and loader, with their
 * static imports. Dynamic imports (code loaded on demand, such as another language's strings)
 * are not counted unless every visit fetches them anyway (alsoLoads). Each file is counted once,
 * at its brotli size (quality 11: the server sends precompressed .br files); gzip is printed
 * beside it for browsers that do not accept brotli.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pageFiles, type Manifest } from '../../apps/portal/build/route-chunks.ts';

export interface PageSpec {
  /** What the reader calls the page (a URL or a dashboard's name). */
  name: string;
  /** The route files matched, root first, relative to the portal (src/routes/...). */
  routes: string[];
  /** Modules fetched on the way in besides the routes' chunks (manifest keys), with their imports. */
  alsoLoads?: string[];
  /** Most compressed KB allowed. */
  budgetKb: number;
}

export interface PageWeight {
  name: string;
  budgetKb: number;
  /** Sum of the brotli (quality 11) sizes of the JavaScript files, in KB (1 KB = 1024 bytes): what the budget limits. */
  brotliKb: number;
  gzipKb: number;
  rawKb: number;
  files: { file: string; brotliKb: number; gzipKb: number }[];
}

export const PUBLIC_BUDGET_KB = 170;
export const DASHBOARD_BUDGET_KB = 300;

const root = 'src/routes/__root.tsx';
/**
 * The strings the root route's beforeLoad fetches on the way into a page, beyond those in the
 * main bundle (src/i18n/message-parts.ts): fetched on every visit of that page, so counted.
 */
const strings = {
  home: 'src/i18n/messages/en/home.ts',
  employer: 'src/i18n/messages/en/employer.ts',
  dashboards: 'src/i18n/messages/en/areas.ts',
};

/** The three public pages and one page of each dashboard (the one its address opens on). */
export const PAGES: PageSpec[] = [
  {
    name: '/',
    routes: [root, 'src/routes/index.tsx'],
    alsoLoads: [strings.home],
    budgetKb: PUBLIC_BUDGET_KB,
  },
  {
    name: '/candidates',
    routes: [root, 'src/routes/candidates/index.tsx'],
    // The filter controls are fetched where shown: beside the results as soon as the page renders
    // on a desktop (on a phone with the drawer), so a desktop visit loads them.
    alsoLoads: ['src/features/public/candidates/CandidateFilters.tsx'],
    budgetKb: PUBLIC_BUDGET_KB,
  },
  {
    name: '/candidates/$id',
    routes: [root, 'src/routes/candidates/$id.tsx'],
    budgetKb: PUBLIC_BUDGET_KB,
  },
  {
    name: 'employer dashboard',
    routes: [
      root,
      'src/routes/dashboard/employer.tsx',
      'src/routes/dashboard/employer/analytics.tsx',
    ],
    alsoLoads: [strings.dashboards, strings.employer],
    budgetKb: DASHBOARD_BUDGET_KB,
  },
  {
    name: 'candidate dashboard',
    routes: [
      root,
      'src/routes/dashboard/candidate.tsx',
      'src/routes/dashboard/candidate.index.tsx',
    ],
    alsoLoads: [strings.dashboards],
    budgetKb: DASHBOARD_BUDGET_KB,
  },
  {
    name: 'admin dashboard',
    routes: [root, 'src/routes/dashboard/admin.tsx', 'src/routes/dashboard/admin/analytics.tsx'],
    alsoLoads: [strings.dashboards],
    budgetKb: DASHBOARD_BUDGET_KB,
  },
  {
    name: 'agency dashboard',
    routes: [root, 'src/routes/dashboard/agency.tsx', 'src/routes/dashboard/agency/analytics.tsx'],
    alsoLoads: [strings.dashboards],
    budgetKb: DASHBOARD_BUDGET_KB,
  },
];

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the portal (vite build with build.manifest: true).`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

interface Sizes {
  brotli: number;
  gzip: number;
  raw: number;
}
const sizeCache = new Map<string, Sizes>();
function sizes(dist: string, file: string): Sizes {
  const full = path.join(dist, file);
  let found = sizeCache.get(full);
  if (!found) {
    const bytes = fs.readFileSync(full);
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length;
    found = { brotli, gzip: gzipSync(bytes, { level: 9 }).length, raw: bytes.length };
    sizeCache.set(full, found);
  }
  return found;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The JavaScript files one page loads. */
export function pageScripts(manifest: Manifest, routes: string[], alsoLoads: string[] = []) {
  return pageFiles(manifest, routes, alsoLoads).filter((file) => file.endsWith('.js'));
}

export function measurePage(dist: string, manifest: Manifest, page: PageSpec): PageWeight {
  const files = pageScripts(manifest, page.routes, page.alsoLoads).map((file) => ({
    file,
    ...sizes(dist, file),
  }));
  files.sort((a, b) => b.brotli - a.brotli);
  const total = (size: keyof Sizes) => kb(files.reduce((sum, f) => sum + f[size], 0));
  return {
    name: page.name,
    budgetKb: page.budgetKb,
    brotliKb: total('brotli'),
    gzipKb: total('gzip'),
    rawKb: total('raw'),
    files: files.map((f) => ({ file: f.file, brotliKb: kb(f.brotli), gzipKb: kb(f.gzip) })),
  };
}

export function measurePages(dist: string, pages: PageSpec[] = PAGES): PageWeight[] {
  const manifest = readManifest(dist);
  return pages.map((page) => measurePage(dist, manifest, page));
}

/** A short table: page, brotli KB / budget, gzip and raw KB, the three heaviest files (brotli). */
export function formatWeights(weights: PageWeight[]): string {
  return weights
    .map((w) => {
      const heaviest = w.files
        .slice(0, 3)
        .map((f) => `${path.basename(f.file)} ${f.brotliKb}`)
        .join(', ');
      const mark = w.brotliKb <= w.budgetKb ? 'ok  ' : 'OVER';
      return `${mark} ${w.name.padEnd(20)} ${String(w.brotliKb).padStart(6)} KB brotli / ${w.budgetKb} KB  (gzip ${w.gzipKb} KB, raw ${w.rawKb} KB; heaviest: ${heaviest})`;
    })
    .join('\n');
}

// `node --import tsx tests/budgets/page-weight.ts [dist]` prints the table.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const dist = path.resolve(process.argv[2] ?? 'apps/portal/dist');
  const weights = measurePages(dist);
  process.stdout.write(`${formatWeights(weights)}\n`);
  if (process.argv.includes('--files')) {
    for (const w of weights)
      process.stdout.write(
        `\n${w.name}\n${w.files.map((f) => `  ${f.brotliKb}\t${f.gzipKb}\t${f.file}`).join('\n')}\n`,
      );
  }
}
