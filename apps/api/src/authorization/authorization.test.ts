import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type * as FastifyModule from 'fastify';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { REQUESTS } from './requests';
import {
  AUTHORIZATION_TABLE,
  CALLERS,
  type Caller,
  type Outcome,
  type Row,
  type RouteKey,
} from './table';
import { World } from './world';

/*
 * The authorization table (table.ts) against the running server: every admin and agency route,
 * called as each of the seven callers. See table.ts for what the outcomes mean.
 */

/** Every route the server registers, as `METHOD /url`, collected while the app is built. */
const registered = vi.hoisted(() => new Set<string>());
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const withRouteLog = ((...args: Parameters<typeof actual.default>) => {
    const app = actual.default(...args);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) registered.add(`${method} ${route.url}`);
    });
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: withRouteLog };
});

/** The routes the table must cover: /api/admin, /api/agency, /api/agencies, and PATCH /api/recruitments/:id. */
const COVERED = /^(GET|POST|PUT|PATCH|DELETE) \/api\/(admin|agency|agencies)(\/|$)/;
const ALSO_COVERED = new Set([
  'PATCH /api/recruitments/:id',
  'GET /api/managed-candidates/:id/files/:folder/:name',
]);
const coveredRoutes = () =>
  [...registered].filter((route) => COVERED.test(route) || ALSO_COVERED.has(route)).sort();

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const methodOf = (route: RouteKey) => route.slice(0, route.indexOf(' '));
const pathOf = (route: RouteKey) => route.slice(route.indexOf(' ') + 1);

let t: TestApp;
let w: World;
let uploads: string;
beforeAll(async () => {
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'bayti-authorization-'));
  t = await startTestApp({ UPLOADS_DIR: uploads });
  w = new World(t);
  await w.setUp();
});
afterAll(async () => {
  await t.close();
  await fs.rm(uploads, { recursive: true, force: true });
});

function requestFor(row: Row, caller: Caller): InjectOptions | Promise<InjectOptions> {
  const build = REQUESTS[row.route];
  if (build) return build(w, caller, row.outcomes[caller] === 'ok');
  return { method: methodOf(row.route) as InjectOptions['method'], url: pathOf(row.route) };
}

const outcomeOf = (status: number): Outcome | number =>
  status >= 200 && status < 300 ? 'ok' : status;

describe('the authorization table', () => {
  it('has a row for every admin and agency route the server registers, and no other', () => {
    expect(registered.size).toBeGreaterThan(0);
    const rows = AUTHORIZATION_TABLE.map((r) => r.route as string).sort();
    expect(new Set(rows).size, 'a route has two rows').toBe(rows.length);
    expect({
      'routes without a row (add one to table.ts)': coveredRoutes().filter(
        (r) => !rows.includes(r),
      ),
      'rows naming no route of the server': rows.filter((r) => !registered.has(r)),
    }).toEqual({
      'routes without a row (add one to table.ts)': [],
      'rows naming no route of the server': [],
    });
  });

  it('never lets a visitor, a family or a worker in, nor agency B at an id of agency A', () => {
    for (const { route, outcomes } of AUTHORIZATION_TABLE) {
      expect(outcomes.visitor, route).toBe(401);
      expect(outcomes.family, route).not.toBe('ok');
      expect(outcomes.worker, route).not.toBe('ok');
      if (route.includes('/:')) expect(outcomes.agencyB, route).not.toBe('ok');
    }
  });

  it('knows how to call every route with a path parameter or a body', () => {
    const missing = AUTHORIZATION_TABLE.filter(
      (r) => (r.route.includes('/:') || WRITES.has(methodOf(r.route))) && !REQUESTS[r.route],
    ).map((r) => r.route);
    expect(missing).toEqual([]);
    const unused = Object.keys(REQUESTS).filter(
      (route) => !AUTHORIZATION_TABLE.some((r) => r.route === route),
    );
    expect(unused).toEqual([]);
  });
});

describe('each admin and agency route answers each caller as the table says', () => {
  it.each(AUTHORIZATION_TABLE)('$route', async (row) => {
    const refused = CALLERS.filter((caller) => row.outcomes[caller] !== 'ok');
    const allowed = CALLERS.filter((caller) => row.outcomes[caller] === 'ok');
    const got = {} as Record<Caller, Outcome | number>;
    const leaks: string[] = [];

    // Refused callers first, around a snapshot of the database: their writes must change nothing.
    const requests = await Promise.all(refused.map((caller) => requestFor(row, caller)));
    const isWrite = WRITES.has(methodOf(row.route));
    const before = isWrite ? await w.snapshot() : null;
    for (const [i, caller] of refused.entries()) {
      const response = await w.call(caller, requests[i]!);
      got[caller] = outcomeOf(response.statusCode);
    }
    if (before) expect(await w.snapshot(), 'a refused write changed the database').toEqual(before);

    for (const caller of allowed) {
      const response = await w.call(caller, await requestFor(row, caller));
      got[caller] = outcomeOf(response.statusCode);
      if (got[caller] !== 'ok') got[caller] = `${response.statusCode} ${response.body}` as never;
      // Agency B's own answers never carry agency A's rows.
      if (caller === 'agencyB' && w.markersOfA.some((marker) => response.body.includes(marker)))
        leaks.push(response.body);
    }

    expect(got).toEqual(row.outcomes);
    expect(leaks, "agency B's answer carries agency A's data").toEqual([]);
  });
});
