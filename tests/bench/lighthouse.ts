/**
 * Lighthouse (mobile settings, its defaults) on the three public pages against a server started
 * as `npm start` does: the portal built by turbo, then apps/api/src/main.ts with NODE_ENV=production
 * on a free port and a fresh data directory (the demo seed).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGES = ['/', '/candidates', '/candidates/1'];

export interface LighthousePage {
  path: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** JavaScript transferred for the page (compressed), in KB. */
  scriptKb: number;
  /** The performance opportunities Lighthouse ranks first (id: estimated saving in ms). */
  opportunities: string[];
  /** Accessibility audits that failed, by id. */
  failedAccessibility: string[];
  /** The element Lighthouse took as the largest contentful paint (its HTML, shortened). */
  lcpElement: string;
  /** Lighthouse's own failure on the page (its scores are then 0), e.g. NO_FCP. */
  runtimeError?: string;
}

/** A run that fails in Lighthouse itself (a page that never painted in time) is tried again. */
const ATTEMPTS = 2;

export interface LighthouseResult {
  lighthouseVersion: string;
  pages: LighthousePage[];
  note: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no /api/health within ${timeoutMs} ms`);
}

/** The LCP element's HTML snippet from the audit's first table (Lighthouse 12's shape). */
function lcpElementOf(details: unknown): string {
  const tables = (details as { items?: { items?: { node?: { snippet?: string } }[] }[] })?.items;
  return (tables?.[0]?.items?.[0]?.node?.snippet ?? '').slice(0, 160);
}

export async function runLighthouse(): Promise<LighthouseResult> {
  const build = spawnSync(
    'npx',
    ['turbo', 'run', 'build', '--filter=@bayti/portal', '--output-logs=errors-only'],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (build.status !== 0) throw new Error('portal build failed');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bayti-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const chrome = await (async () => {
    await waitForHealth(base, 120_000);
    return chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
  })().catch((error: unknown) => {
    server.kill('SIGTERM');
    throw error;
  });

  try {
    const pages: LighthousePage[] = [];
    let version = '';
    for (const page of PAGES) {
      let lhr;
      for (let attempt = 1; attempt <= ATTEMPTS && !lhr?.categories.performance?.score; attempt++) {
        const result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`no Lighthouse result for ${page}`);
        lhr = result.lhr;
      }
      if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
      version = lhr.lighthouseVersion;
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      pages.push({
        path: page,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        fcpMs: numeric('first-contentful-paint'),
        scriptKb:
          ((
            lhr.audits['resource-summary']?.details as
              { items?: { resourceType?: string; transferSize?: number }[] } | undefined
          )?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
        opportunities: Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.details?.type === 'opportunity' &&
              (audit.score ?? 1) < 1 &&
              ((audit.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0) > 0,
          )
          .map((audit) => ({
            id: audit.id,
            ms: (audit.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0,
          }))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 3)
          .map((audit) => `${audit.id}: ${Math.round(audit.ms)} ms`),
        failedAccessibility: (lhr.categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
        lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
        ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.code } : {}),
      });
    }
    return {
      lighthouseVersion: version,
      pages,
      note:
        `Lighthouse ${version}, default (mobile) settings: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown, ` +
        'on a 2-core machine shared with other work, so performance varies by a few points between runs.',
    };
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
