/**
 * `npm run bench`: seeds BENCH_CANDIDATES generated candidates into PGlite and into PostgreSQL
 * (database bayti_bench, recreated each run), measures each endpoint with autocannon beside the
 * same SQL replayed raw and a static copy of its answer, EXPLAINs every query, runs Lighthouse on
 * the public pages, and writes tests/bench/results/latest.{json,md}. See README.md.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { cursorAfter } from '@bayti/data/contract';
import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import { BENCH_PASSWORD } from './generate.ts';
import { HEAVY_AGENCY_EMAIL } from './generate-conversations.ts';
import { runLighthouse, type LighthouseResult } from './lighthouse.ts';
import type { FromRunner, RawResult, Statement, ToRunner } from './protocol.ts';
import { seqScans, summarisePlan } from './plans.ts';
import { renderMarkdown } from './report.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_DIR = path.join(here, 'results');

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const CONNECTIONS = 50;
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',').map((d) => d.trim());
const PG_ADMIN_URL =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DATABASE = process.env.BENCH_PG_DATABASE ?? 'bayti_bench';
const PAGE_SIZE = 12;
/** Scenarios not started by then are recorded as skipped (a slow database cannot overrun). */
const RUN_DEADLINE = process.env.BENCH_MAX_MINUTES
  ? Date.now() + Number(process.env.BENCH_MAX_MINUTES) * 60_000
  : Infinity;
/** Only these scenarios (keys, comma-separated), when set: a quick look at a few endpoints. */
const ONLY = process.env.BENCH_SCENARIOS?.split(',').map((key) => key.trim());
/** The order when time is short: one of each kind first, then the other lists. */
const PRIORITY = [
  'profile',
  'sort-default',
  'login',
  'admin-candidates',
  'deep-page',
  'filter-nationality',
  'inbox-agency',
  'thread-long',
];
const prioritised = <T extends { key: string }>(all: T[]): T[] => {
  const items = ONLY ? all.filter((item) => ONLY.includes(item.key)) : all;
  return [
    ...PRIORITY.flatMap((key) => items.filter((item) => item.key === key)),
    ...items.filter((item) => !PRIORITY.includes(item.key)),
  ];
};

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

export interface ScenarioResult {
  key: string;
  label: string;
  kind: 'list' | 'profile' | 'login' | 'admin' | 'conversations';
  method: string;
  url: string;
  status: number;
  bytes: number;
  endpoint: Measure;
  static: Measure;
  raw: RawResult;
  ratioRaw: number;
  ratioStatic: number;
  /** What each request of the measurement sent (replayed as the raw SQL). */
  statements: Statement[];
  /** What a request also sends when the caches miss (after any write to candidates). */
  missStatements: Statement[];
  /** EXPLAIN of statements, then of missStatements. */
  plans: string[];
  /** Relations read by a sequential scan in any plan (empty: every plan is on an index). */
  seqScans: string[];
  /**
   * Per statement: what it does and how its plan reads (e.g. "select candidates: index"); a
   * statement only a cache miss runs is marked "(miss)".
   */
  planSummary: string[];
  /** The largest OFFSET the endpoint sent, when any. */
  offset: number | null;
}

export interface DriverResult {
  driver: 'pglite' | 'postgres';
  seed: {
    appSeedSeconds: number;
    benchSeedSeconds: number;
    candidates: number;
    listed: number;
    users: number;
    pipelineEntries: number;
    recruitments: number;
    documents: number;
    /** Absent from runs before conversations were seeded. */
    conversations?: number;
    messages?: number;
    heavyAgencyConversations?: number;
    longThreadMessages?: number;
    inboxFamilyConversations?: number;
  };
  scenarios: ScenarioResult[];
  /** Scenarios not started because the run's time budget (BENCH_MAX_MINUTES) ran out. */
  skipped: string[];
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; model: string; node: string; loadAvgAtStart: number[] };
  settings: {
    candidates: number;
    durationSeconds: number;
    connections: number;
    logLevel: string;
    loginLimits: string;
  };
  drivers: DriverResult[];
  lighthouse: LighthouseResult | { error: string } | null;
}

interface Scenario {
  key: string;
  label: string;
  kind: ScenarioResult['kind'];
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** Login: a body per request, rotating over many accounts. */
  bodies?: string[];
}

class ServerProcess {
  private child: ChildProcess;
  private nextId = 1;
  private waiting = new Map<number, (message: ToRunner) => void>();
  readonly ready: Promise<ToRunner & { type: 'ready' }>;

  constructor(env: NodeJS.ProcessEnv) {
    this.child = fork(path.join(here, 'server.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Captured bodies are Buffers; advanced serialization keeps them binary.
      serialization: 'advanced',
    });
    this.ready = new Promise((resolve, reject) => {
      this.child.on('message', (message: ToRunner) => {
        if (message.type === 'ready') resolve(message);
        else if (message.type === 'fatal') reject(new Error(message.message));
        else {
          const done = this.waiting.get(message.id);
          this.waiting.delete(message.id);
          done?.(message);
        }
      });
      this.child.on('exit', (code) => {
        if (code) reject(new Error(`bench server exited with ${code}`));
      });
    });
  }

  async ask<T extends ToRunner['type']>(
    message: FromRunner extends infer M
      ? M extends { id: number }
        ? Omit<M, 'id'>
        : never
      : never,
    expect: T,
  ): Promise<Extract<ToRunner, { type: T }>> {
    const id = this.nextId++;
    const answer = await new Promise<ToRunner>((resolve) => {
      this.waiting.set(id, resolve);
      this.child.send({ ...message, id });
    });
    if (answer.type === 'error') throw new Error(answer.message);
    if (answer.type !== expect) throw new Error(`expected ${expect}, got ${answer.type}`);
    return answer as Extract<ToRunner, { type: T }>;
  }
}

/**
 * Waits until the server answers a small request quickly again: requests still queued from the
 * previous measurement (PGlite runs queries on the event loop) must not slow the next one.
 */
async function drain(base: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}/api/health`).catch(() => undefined);
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function cannon(
  base: string,
  scenario: Pick<Scenario, 'method' | 'url' | 'headers' | 'bodies'>,
  seconds: number,
): Promise<Measure> {
  let next = 0;
  const bodies = scenario.bodies;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    // A slow database (PGlite at 100 000 rows) answers in seconds: a request is not resent after
    // autocannon's default 10 s, which would only pile more work behind it.
    timeout: 30,
    requests: [
      {
        method: scenario.method,
        path: scenario.url,
        headers: { ...(bodies ? { 'content-type': 'application/json' } : {}), ...scenario.headers },
        ...(bodies
          ? {
              setupRequest: (request) => ({
                ...request,
                body: bodies[next++ % bodies.length],
              }),
            }
          : {}),
      },
    ],
  });
  return {
    rps: result.requests.total / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** Who reads conversations in the bench, and the long thread they read. */
interface Readers {
  agencyToken: string;
  familyToken: string;
  inboxFamilyConversations: number;
  heavyAgencyConversations: number;
  longThreadId: number;
  longThreadMessages: number;
  longThreadMiddleId: number;
}

/** The inboxes, the bell's count and the long thread's newest and middle pages. */
function conversationScenarios(readers: Readers): Scenario[] {
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const read = (key: string, label: string, url: string, token: string): Scenario => ({
    key,
    label,
    kind: 'conversations',
    method: 'GET',
    url,
    headers: as(token),
  });
  const thread = `/api/conversations/${readers.longThreadId}?limit=30`;
  return [
    read(
      'inbox-agency',
      `Inbox: the heavy agency (${readers.heavyAgencyConversations} conversations)`,
      '/api/conversations',
      readers.agencyToken,
    ),
    read(
      'inbox-family',
      `Inbox: a family (${readers.inboxFamilyConversations} conversations)`,
      '/api/conversations',
      readers.familyToken,
    ),
    read(
      'thread-long',
      `Thread: newest 30 of ${readers.longThreadMessages} messages`,
      thread,
      readers.familyToken,
    ),
    read(
      'thread-older',
      `Thread: 30 older than message ${readers.longThreadMiddleId} (its middle)`,
      `${thread}&before=${readers.longThreadMiddleId}`,
      readers.familyToken,
    ),
    read(
      'unread-count',
      "Unread count: the heavy agency's bell",
      '/api/conversations/unread-count',
      readers.agencyToken,
    ),
  ];
}

function scenarios(
  sampleId: number,
  listed: number,
  middleListedId: number,
  familyEmails: string[],
  adminToken: string,
): Scenario[] {
  const list = (key: string, label: string, query: string): Scenario => ({
    key,
    label,
    kind: 'list',
    method: 'GET',
    url: `/api/candidates${query ? `?${query}` : ''}`,
  });
  const deepPage = Math.max(2, Math.floor(listed / PAGE_SIZE / 2));
  return [
    // The five filter combinations families use most (nationality chip, position + emirate,
    // live-in within a budget, nanny with baby care, a service under an age).
    list('filter-nationality', 'Filter: nationality=Filipino', 'nationality=Filipino'),
    list(
      'filter-position-location',
      'Filter: position=Maid, location=Dubai',
      'position=Maid&location=Dubai',
    ),
    list(
      'filter-worktype-salary',
      'Filter: workType=Live-in, salary=1200-2000',
      'workType=Live-in&salary=1200-2000',
    ),
    list(
      'filter-nanny-babycare',
      'Filter: nationality=Filipino, position=Nanny, babycare',
      'nationality=Filipino&position=Nanny&babycare=true',
    ),
    list('filter-skills-age', 'Filter: skills=Cooking, maxAge=35', 'skills=Cooking&maxAge=35'),
    list('sort-default', 'Sort: default (listing order)', ''),
    list('sort-salary-asc', 'Sort: salary-asc', 'sort=salary-asc'),
    list('sort-salary-desc', 'Sort: salary-desc', 'sort=salary-desc'),
    list('sort-age-asc', 'Sort: age-asc', 'sort=age-asc'),
    list('sort-age-desc', 'Sort: age-desc', 'sort=age-desc'),
    // The pager's next page in the middle of the list: the cursor the page before answered.
    list(
      'deep-page',
      `Deep page: page=${deepPage} by cursor (after id ${middleListedId})`,
      `page=${deepPage}&cursor=${cursorAfter('default', { id: middleListedId, age: 0, salaryMin: null })}`,
    ),
    // A jump to a page by its number, far from both ends: still OFFSET (see README).
    list(
      'deep-page-number',
      `Jump to page=${deepPage} by number (offset ${(deepPage - 1) * PAGE_SIZE})`,
      `page=${deepPage}`,
    ),
    {
      key: 'profile',
      label: `Profile: /api/candidates/${sampleId}`,
      kind: 'profile',
      method: 'GET',
      url: `/api/candidates/${sampleId}`,
    },
    {
      key: 'login',
      label: `Sign-in (${familyEmails.length} family accounts in turn)`,
      kind: 'login',
      method: 'POST',
      url: '/api/auth/login',
      bodies: familyEmails.map((email) => JSON.stringify({ email, password: BENCH_PASSWORD })),
    },
    {
      key: 'admin-candidates',
      label: 'Admin All Candidates (page 1)',
      kind: 'admin',
      method: 'GET',
      url: '/api/admin/candidates',
      headers: { authorization: `Bearer ${adminToken}` },
    },
  ];
}

function largestOffset(statements: Statement[]): number | null {
  let largest: number | null = null;
  for (const statement of statements) {
    const match = /offset \$(\d+)/i.exec(statement.text);
    if (!match) continue;
    const value = Number(statement.params[Number(match[1]) - 1]);
    if (Number.isFinite(value)) largest = Math.max(largest ?? 0, value);
  }
  return largest;
}

/** A session token for the account (the scenarios that read as someone send it). */
async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const token = ((await response.json()) as { token?: string }).token ?? '';
  if (!token) throw new Error(`sign-in as ${email} failed (${response.status})`);
  return token;
}

async function recreatePgDatabase(): Promise<string> {
  if (PG_DATABASE === 'test' || !/^[a-z_][a-z0-9_]*$/.test(PG_DATABASE)) {
    throw new Error(`Refusing to recreate database ${PG_DATABASE}`);
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${PG_DATABASE} with (force)`);
  await admin.query(`create database ${PG_DATABASE}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_DATABASE}`;
  return url.toString();
}

async function benchDriver(
  driver: 'pglite' | 'postgres',
  progress: (partial: DriverResult) => void,
): Promise<DriverResult> {
  const log = (text: string) => process.stdout.write(`[${driver}] ${text}\n`);
  const databaseUrl = driver === 'postgres' ? await recreatePgDatabase() : '';
  log(`seeding ${CANDIDATES} candidates…`);
  const server = new ServerProcess({
    ...process.env,
    NODE_ENV: 'production',
    BENCH_DRIVER: driver,
    BENCH_CANDIDATES: String(CANDIDATES),
    BENCH_DATABASE_URL: databaseUrl,
  });
  const ready = await server.ready;
  const base = `http://127.0.0.1:${ready.port}`;
  log(
    `seeded in ${ready.stats.seconds.toFixed(1)} s (app seed ${ready.appSeedSeconds.toFixed(1)} s); ${ready.stats.listedCandidates} listed`,
  );

  const adminToken = await signIn(base, 'admin@demo.bayti.ae', DEMO_PASSWORD);
  const readers: Readers = {
    agencyToken: await signIn(base, HEAVY_AGENCY_EMAIL, DEMO_PASSWORD),
    familyToken: await signIn(base, ready.stats.inboxFamilyEmail, BENCH_PASSWORD),
    ...ready.stats,
  };

  const outcome: DriverResult = {
    driver,
    seed: {
      appSeedSeconds: ready.appSeedSeconds,
      benchSeedSeconds: ready.stats.seconds,
      candidates: ready.stats.candidates,
      listed: ready.stats.listedCandidates,
      users: ready.stats.users,
      pipelineEntries: ready.stats.pipelineEntries,
      recruitments: ready.stats.recruitments,
      documents: ready.stats.documents,
      conversations: ready.stats.conversations,
      messages: ready.stats.messages,
      heavyAgencyConversations: ready.stats.heavyAgencyConversations,
      longThreadMessages: ready.stats.longThreadMessages,
      inboxFamilyConversations: ready.stats.inboxFamilyConversations,
    },
    scenarios: [],
    skipped: [],
  };
  const results = outcome.scenarios;
  for (const scenario of prioritised([
    ...scenarios(
      ready.stats.sampleCandidateId,
      ready.stats.listedCandidates,
      ready.stats.middleListedId,
      ready.stats.familyEmails,
      adminToken,
    ),
    ...conversationScenarios(readers),
  ])) {
    if (Date.now() > RUN_DEADLINE) {
      outcome.skipped.push(scenario.label);
      continue;
    }
    const captured = await server.ask(
      {
        type: 'capture',
        key: scenario.key,
        method: scenario.method,
        url: scenario.url,
        headers: {
          ...(scenario.bodies ? { 'content-type': 'application/json' } : {}),
          ...scenario.headers,
        },
        ...(scenario.bodies?.[0] ? { body: scenario.bodies[0] } : {}),
      },
      'captured',
    );
    if (captured.status >= 400)
      throw new Error(`${scenario.url} answered ${captured.status}: ${captured.body}`);
    // A 1 s warm-up; not on PGlite, where its queued requests take longer to drain than it helps.
    if (driver === 'postgres') {
      await cannon(base, scenario, Math.min(1, DURATION_S));
      await drain(base);
    }
    const endpoint = await cannon(base, scenario, DURATION_S);
    await drain(base);
    const staticCopy = await cannon(
      base,
      { method: 'GET', url: `/__bench/static/${scenario.key}` },
      DURATION_S,
    );
    await drain(base);
    const raw = (
      await server.ask(
        { type: 'raw', key: scenario.key, connections: CONNECTIONS, durationMs: DURATION_S * 1000 },
        'raw-done',
      )
    ).result;
    const plans = (await server.ask({ type: 'explain', key: scenario.key }, 'explained')).plans;
    const result: ScenarioResult = {
      key: scenario.key,
      label: scenario.label,
      kind: scenario.kind,
      method: scenario.method,
      url: scenario.url,
      status: captured.status,
      bytes: captured.bytes,
      endpoint,
      static: staticCopy,
      raw,
      ratioRaw: raw.rps ? endpoint.rps / raw.rps : 0,
      ratioStatic: staticCopy.rps ? endpoint.rps / staticCopy.rps : 0,
      statements: captured.statements,
      missStatements: captured.missStatements,
      plans,
      seqScans: seqScans(plans),
      planSummary: [
        ...captured.statements.map((statement, index) =>
          summarisePlan(statement.text, plans[index] ?? ''),
        ),
        ...captured.missStatements.map(
          (statement, index) =>
            `${summarisePlan(statement.text, plans[captured.statements.length + index] ?? '')} (miss)`,
        ),
      ],
      offset: largestOffset([...captured.statements, ...captured.missStatements]),
    };
    results.push(result);
    progress(outcome);
    log(
      `${scenario.key.padEnd(26)} ${endpoint.rps.toFixed(0).padStart(6)} req/s p50 ${endpoint.p50} p99 ${endpoint.p99} ms ` +
        `err ${endpoint.errors + endpoint.non2xx} | raw ${raw.rps.toFixed(0)} (x${result.ratioRaw.toFixed(2)}) | static ${staticCopy.rps.toFixed(0)} (x${result.ratioStatic.toFixed(2)})`,
    );
  }
  await server.ask({ type: 'close' }, 'closed');
  if (driver === 'postgres') {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_DATABASE} with (force)`);
    await admin.end();
  }
  return outcome;
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const loadAvgAtStart = os.loadavg();
  const name = process.env.BENCH_RESULTS_NAME ?? 'latest';
  const results: BenchResults = {
    startedAt,
    finishedAt: '',
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAvgAtStart,
    },
    settings: {
      candidates: CANDIDATES,
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
      loginLimits:
        'LOGIN_MAX_FAILURES_PER_IP/ACCOUNT raised to 1 000 000 (only failures count; none expected)',
    },
    drivers: [],
    lighthouse: null,
  };
  // Written after each step, so a long run that is stopped still leaves what it measured.
  const write = () => {
    results.finishedAt = new Date().toISOString();
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(RESULTS_DIR, `${name}.json`),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    const markdown = renderMarkdown(results);
    fs.writeFileSync(path.join(RESULTS_DIR, `${name}.md`), markdown);
    return markdown;
  };
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    process.stdout.write('[lighthouse] /, /candidates, /candidates/1 (mobile)…\n');
    results.lighthouse = await runLighthouse().catch((error: unknown) => ({
      error: String(error),
    }));
    write();
  }
  for (const driver of DRIVERS) {
    if (driver !== 'pglite' && driver !== 'postgres') throw new Error(`Unknown driver ${driver}`);
    const index = results.drivers.length;
    await benchDriver(driver, (partial) => {
      results.drivers[index] = partial;
      write();
    });
    write();
  }
  process.stdout.write(`\n${write()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
