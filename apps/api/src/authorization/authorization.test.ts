import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { bearer, demoEmail, signIn, startTestApp, type TestApp } from '../test/harness';
import { A_MARKER, MANAGED_A_LAST_NAME } from './markers';
import {
  REQUESTS,
  candidateForm,
  clientTarget,
  documentOfA,
  managedOfA,
  staffForm,
  staffOfA,
} from './requests';
import {
  AUTHORIZATION_TABLE,
  CALLERS,
  DECLARED,
  INFRASTRUCTURE,
  accessOutcome,
  type Caller,
  type Outcome,
  type Row,
  type RouteKey,
  type Verdict,
} from './table';
import { AGENCY_B_EMAIL, World } from './world';

/*
 * Every route the server registers against who may call it: the access each endpoint declares,
 * called as each of the seven callers, and the authorization table (table.ts) for every admin and
 * agency route. See table.ts for what the outcomes mean.
 */

/** Every route the server registers, as `METHOD /url`, collected while the app is built. */
const registered = new Set<string>();
const recordRoute = (route: { method: string | string[]; url: string }) => {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) registered.add(`${method} ${route.url}`);
};

/** The routes the table must cover: /api/admin, /api/agency, /api/agencies, and PATCH /api/recruitments/:id. */
const COVERED = /^(GET|POST|PUT|PATCH|DELETE) \/api\/(admin|agency|agencies)(\/|$)/;
const ALSO_COVERED = new Set([
  'PATCH /api/recruitments/:id',
  'GET /api/managed-candidates/:id/files/:folder/:name',
]);
/** HEAD routes answer as their GET (Fastify adds them); every other route is checked. */
const routes = () => [...registered].filter((route) => !route.startsWith('HEAD ')).sort();
const coveredRoutes = () =>
  routes().filter((route) => COVERED.test(route) || ALSO_COVERED.has(route));

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const methodOf = (route: RouteKey) => route.slice(0, route.indexOf(' '));
const pathOf = (route: RouteKey) => route.slice(route.indexOf(' ') + 1);

let t: TestApp;
let w: World;
let uploads: string;
beforeAll(async () => {
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'bayti-authorization-'));
  t = await startTestApp({ UPLOADS_DIR: uploads }, { onRoute: recordRoute });
  w = new World(t, uploads);
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
  it('describes every route the server registers: by a declaration or as infrastructure', () => {
    expect(registered.size).toBeGreaterThan(0);
    expect({
      'routes neither declared nor infrastructure': routes().filter(
        (r) => !DECLARED.has(r as RouteKey) && !INFRASTRUCTURE.test(r),
      ),
      'declarations the server does not register': [...DECLARED.keys()].filter(
        (r) => !registered.has(r),
      ),
    }).toEqual({
      'routes neither declared nor infrastructure': [],
      'declarations the server does not register': [],
    });
  });

  it("names a world's 404 only for callers the route's declared access lets in", () => {
    for (const { route, world } of AUTHORIZATION_TABLE) {
      const access = DECLARED.get(route)!.access;
      for (const caller of Object.keys(world) as Caller[])
        expect(accessOutcome(access, caller), `${route} ${caller}`).toBe('in');
    }
  });

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

/** A finished stream's text. */
async function text(readable: NodeJS.ReadableStream): Promise<string> {
  let all = '';
  for await (const chunk of readable) all += String(chunk);
  return all;
}

/** Fills a path's `:name` segments for a call that only has to reach the access check. */
const placeholderUrl = (route: RouteKey) => pathOf(route).replace(/:\w+/g, '1');

/**
 * What a caller got, as a verdict: 401 and 403 as they are; any other answer let the caller in.
 * A 403 the service gives for its own rule (plan_required) counts as in when declared.
 */
function verdictOf(route: RouteKey, status: number, code: string | undefined): Verdict | number {
  if (status >= 500) return status;
  if (status === 401) return 401;
  if (status === 403 && !DECLARED.get(route)?.errors.includes(code as never)) return 403;
  return 'in';
}

const SELF_TESTED = new Set(AUTHORIZATION_TABLE.map((r) => r.route));
const UNTABLED = [...DECLARED.entries()]
  .filter(([route]) => !SELF_TESTED.has(route))
  .map(([route, endpoint]) => ({ route, access: endpoint.access }));

/** Routes that answer a stream that stays open: read as one, from its status, then let go. */
const STREAMS = new Set<RouteKey>(['GET /api/live']);

describe('each other declared route refuses and lets in the callers its access names', () => {
  it.each(UNTABLED)('$route', async ({ route, access }) => {
    const got = {} as Record<Caller, Verdict | number>;
    const stream = STREAMS.has(route);
    for (const caller of CALLERS) {
      const response = await w.call(caller, {
        method: methodOf(route) as InjectOptions['method'],
        url: placeholderUrl(route),
        ...(stream ? { payloadAsStream: true } : {}),
      });
      const json = response.headers['content-type']?.toString().startsWith('application/json');
      const code =
        json && response.statusCode === 403
          ? (stream
              ? (JSON.parse(await text(response.stream())) as { error?: { code?: string } })
              : response.json<{ error?: { code?: string } }>()
            ).error?.code
          : undefined;
      if (stream) response.stream().destroy();
      got[caller] = verdictOf(route, response.statusCode, code);
      // Signing out ends the caller's session; the next route needs one.
      if (route === 'POST /api/auth/logout') await w.signIn(caller);
    }
    expect(got).toEqual(
      Object.fromEntries(CALLERS.map((caller) => [caller, accessOutcome(access, caller)])),
    );
  });

  it('answers infrastructure routes to visitors', async () => {
    for (const route of routes().filter((r) => INFRASTRUCTURE.test(r) && !r.includes('*'))) {
      const response = await w.call('visitor', { method: 'GET', url: pathOf(route as RouteKey) });
      expect([401, 403], route).not.toContain(response.statusCode);
    }
  });
});

/** A successful call's `data`, failing the test otherwise. */
async function read<T>(caller: Caller, url: string): Promise<T> {
  const response = await w.call(caller, { method: 'GET', url });
  expect(response.statusCode, `${caller} GET ${url}: ${response.body}`).toBe(200);
  return response.json<{ data: T }>().data;
}

describe("after the table, agency A's data read back as its owner and the admin", () => {
  it('holds what agency A and its staff wrote, none of what agency B tried', async () => {
    const staffId = await staffOfA(w);
    const staff = await read<{ items: { id: number; name: string; status: string }[] }>(
      'agencyA',
      '/api/agency/users?pageSize=100',
    );
    expect(staff.items.find((u) => u.id === staffId)).toMatchObject({
      name: `Standing staff of ${A_MARKER}`,
      status: 'ACTIVE',
    });

    const documentId = await documentOfA(w);
    const { documents } = await read<{ documents: { id: number; title: string }[] }>(
      'agencyA',
      '/api/agency/documents',
    );
    expect(documents.find((d) => d.id === documentId)?.title).toBe(`${A_MARKER}-document.pdf`);

    const { candidate } = await read<{ candidate: { agencyId: number; profile: object } }>(
      'agencyA',
      `/api/agency/candidates/${(await managedOfA(w)).id}`,
    );
    expect(candidate).toMatchObject({
      agencyId: w.agencyA.id,
      profile: { firstName: 'Zainab', lastName: MANAGED_A_LAST_NAME },
    });

    const { agency } = await read<{ agency: { about: string } }>(
      'agencyA',
      '/api/agencies/my-agency',
    );
    expect(agency.about).toBe(`About ${A_MARKER}`);
    const positions = await read<{ positions: string[] }>('agencyA', '/api/agency/positions');
    expect(positions.positions).toEqual(['Housemaid', `Position of ${A_MARKER}`]);
    // Agency B's own writes landed on agency B.
    const ofB = await read<{ agency: { about: string } }>('agencyB', '/api/agencies/my-agency');
    expect(ofB.agency.about).toBe('About agency B');

    const recruitments = await read<{ items: { id: number; stage: string }[] }>(
      'agencyA',
      '/api/agency/recruitments?pageSize=100',
    );
    expect(recruitments.items.find((r) => r.id === w.recruitmentOfA.id)?.stage).toBe('preMedical');

    const { account } = await read<{ account: { amountPayable: number; paid: number } }>(
      'agencyA',
      `/api/agency/accounts/${w.recruitmentOfA.id}`,
    );
    expect(account).toMatchObject({ amountPayable: 5000, paid: 200 });
  });

  it('holds what the admin wrote, none of what the others tried', async () => {
    const { agency } = await read<{ agency: { status: string } }>(
      'admin',
      `/api/admin/agencies/${w.agencyA.id}`,
    );
    expect(agency.status).not.toBe('suspended');
    const { positions } = await read<{ positions: string[] }>('admin', '/api/admin/positions');
    expect(positions).toEqual(['Housemaid', 'Nanny', 'Cook']);
    const client = await read<{ client: { status: string } }>(
      'admin',
      `/api/admin/clients/${await clientTarget(w, false)}`,
    );
    expect(client.client.status).not.toBe('Suspended');
  });
});

describe('no way around the wall', () => {
  it('an agency or its staff cannot make an admin, nor anything but staff of its own agency', async () => {
    const countUsers = async () =>
      (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
    const before = await countUsers();
    for (const extra of [{ role: 'admin' }, { agencyId: w.agencyB.id }]) {
      const refused = await w.call('staffA', {
        method: 'POST',
        url: '/api/agency/users',
        payload: { ...staffForm(w, 'staffA'), ...extra },
      });
      expect(refused.statusCode, refused.body).toBe(400);
    }
    expect(await countUsers()).toBe(before);

    // A staff account the staff member makes is staff of agency A, refused at the admin's door.
    const form = staffForm(w, 'staffA');
    await w.must('staffA', { method: 'POST', url: '/api/agency/users', payload: form });
    const [made] = await t.database.db
      .select({ role: users.role, agencyId: users.agencyId })
      .from(users)
      .where(eq(users.email, form.email));
    expect(made).toEqual({ role: 'staff', agencyId: w.agencyA.id });
    const token = await signIn(t.app, form.email, form.password);
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(token),
    });
    expect(admin.statusCode).toBe(403);
  });

  it('nobody signs up as, or turns their account into, an admin, agency or staff member', async () => {
    for (const role of ['admin', 'agency', 'staff'] as const) {
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Climber',
          email: `climber-${role}@example.com`,
          password: 'climber password 1',
          role,
        },
      });
      expect(signUp.statusCode, `sign up as ${role}`).toBe(400);
      for (const caller of ['family', 'worker', 'staffA'] as const) {
        await w.call(caller, { method: 'PATCH', url: '/api/auth/me', payload: { role } });
        await w.call(caller, {
          method: 'PATCH',
          url: '/api/auth/me',
          payload: { agencyId: w.agencyB.id },
        });
      }
    }
    const roles = await t.database.db
      .select({ email: users.email, role: users.role, agencyId: users.agencyId })
      .from(users)
      .where(
        inArray(users.email, [demoEmail('client'), demoEmail('candidate'), demoEmail('staff')]),
      );
    expect(roles.sort((a, b) => a.email.localeCompare(b.email))).toEqual(
      [
        { email: demoEmail('client'), role: 'client', agencyId: null },
        { email: demoEmail('candidate'), role: 'candidate', agencyId: null },
        { email: demoEmail('staff'), role: 'staff', agencyId: w.agencyA.id },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
  });

  it("staff cannot edit or delete the agency owner's account, nor another agency's owner", async () => {
    for (const [caller, ownerId] of [
      ['staffA', w.agencyA.ownerId],
      ['agencyA', w.agencyB.ownerId],
      ['agencyB', w.agencyA.ownerId],
    ] as const) {
      const url = `/api/agency/users/${ownerId}`;
      const patch = await w.call(caller, { method: 'PATCH', url, payload: { status: 'INACTIVE' } });
      expect(patch.statusCode, `${caller} PATCH owner`).toBe(404);
      const remove = await w.call(caller, { method: 'DELETE', url });
      expect(remove.statusCode, `${caller} DELETE owner`).toBe(404);
    }
    // Both owners still sign in.
    await signIn(t.app, demoEmail('agency'));
    await signIn(t.app, AGENCY_B_EMAIL);
  });

  it("agency B's filters and forms never reach agency A's candidates", async () => {
    const name = w.recruitmentOfA.name;
    for (const url of [
      `/api/agency/candidates?agencyId=${w.agencyA.id}&pageSize=100`,
      `/api/agency/candidates?search=${encodeURIComponent(MANAGED_A_LAST_NAME)}`,
      `/api/agency/recruitments?search=${encodeURIComponent(name)}`,
      `/api/agency/accounts?search=${encodeURIComponent(name)}`,
    ]) {
      const response = await w.call('agencyB', { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      for (const marker of w.markersOfA) expect(response.body, url).not.toContain(marker);
    }
    // A candidate agency B adds is agency B's, whatever agency the form names.
    const { candidate } = await w.must<{ candidate: { agencyId: number } }>('agencyB', {
      method: 'POST',
      url: '/api/agency/candidates',
      payload: { ...candidateForm('agencyB'), agencyId: w.agencyA.id },
    });
    expect(candidate.agencyId).toBe(w.agencyB.id);
  });
});
