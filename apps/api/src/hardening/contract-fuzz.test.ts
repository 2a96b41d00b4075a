import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX, endpoints, ROLES, type Role } from '@bayti/data/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCX,
  EXE,
  HTML,
  JPEG,
  MP4,
  PDF,
  PNG,
  SVG,
  filesUnder,
  multipart,
  type MultipartPart,
} from '../storage/test-files';
import { bearer, demoEmail, signIn, startTestApp, type TestApp } from '../test/harness';
import { arbitraryFor } from './zod-arbitrary';

/**
 * Every endpoint of the contract, called by a caller it lets in with bodies, queries and path
 * values drawn from its zod schemas and from plain garbage: the answer is a 2xx, or a 4xx in the
 * error envelope with a message, never a 5xx; and a refused call leaves every stored row as it was.
 *
 * Reproduce a failure with FC_SEED=<seed printed> (and FC_PATH from the report to shrink faster).
 */
const SEED = Number(process.env.FC_SEED ?? 7_2026);
const RUNS = Number(process.env.FC_RUNS ?? 6);

type Endpoint = {
  method: string;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  multipart?: unknown;
};

/**
 * Not fuzzed: logout ends the caller's own session (fuzzing it would only sign the fuzzing role
 * out); the live stream takes no input and stays open until its client goes (live/sse.test.ts
 * and the authorization matrix call it).
 */
const SKIPPED = new Set(['logout', 'liveUpdates']);

let t: TestApp;
const tokens = new Map<Role, string>();

let uploads: string;

beforeAll(async () => {
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'bayti-fuzz-'));
  t = await startTestApp({ UPLOADS_DIR: uploads });
  await Promise.all(
    ROLES.map(async (role) => tokens.set(role, await signIn(t.app, demoEmail(role)))),
  );
});
afterAll(async () => {
  await t?.close();
  await fs.rm(uploads, { recursive: true, force: true });
});

/** Each fuzzed call comes from its own address, so sign-in limits never lock the test's own sign-ins. */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${200 + (addressCounter >> 16)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** A cheap digest of every table (sessions by count only: a call may touch its last-seen time). */
async function fingerprint(): Promise<string> {
  const { db } = t.database;
  const listed = (await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts = listed.rows.map(({ table_name: name }) =>
    name === 'sessions'
      ? sql`select ${name} as t, count(*)::text as d from ${sql.identifier(name)}`
      : sql`select ${name} as t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as d from ${sql.identifier(name)} x`,
  );
  const query = sql.join(parts, sql` union all `);
  const { rows } = (await db.execute(query)) as unknown as { rows: { t: string; d: string }[] };
  // Files too, staged ones included: a refused upload leaves nothing behind.
  const files = (await filesUnder(uploads)).join(',');
  return [...rows.map((r) => `${r.t}=${r.d}`), `files=${files}`].join('\n');
}

/** The first caller (visitor first, admin last) the endpoint's guard lets through. */
async function allowedCaller(endpoint: Endpoint): Promise<Role | null> {
  const url = API_PREFIX + endpoint.path.replace(/:(\w+)/g, '1');
  for (const role of [null, 'client', 'candidate', 'agency', 'staff', 'admin'] as const) {
    const response = await call(endpoint, role, url, undefined);
    if (response.statusCode !== 401 && response.statusCode !== 403) return role;
  }
  return 'admin';
}

function call(
  endpoint: Endpoint,
  role: Role | null,
  url: string,
  payload: unknown,
): Promise<LightMyRequestResponse> {
  const token = role ? tokens.get(role) : undefined;
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  if (hasBody && isMultipart(payload)) {
    const form = multipart(payload.parts);
    return t.app.inject({
      method: endpoint.method as 'POST',
      url,
      remoteAddress: nextAddress(),
      headers: { ...(token ? bearer(token) : {}), ...form.headers },
      payload: form.payload,
    });
  }
  return t.app.inject({
    method: endpoint.method as 'GET',
    url,
    remoteAddress: nextAddress(),
    headers: token ? bearer(token) : {},
    ...(hasBody && payload !== undefined
      ? {
          payload: JSON.stringify(payload),
          headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
        }
      : {}),
  });
}

/** Path values: real ids, out-of-range numbers, words, traversal and control characters. */
const garbageSegment = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map(String),
  fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', 'NaN', 'null', '..', '%00', ' '),
  fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }),
);

function pathArbitrary(endpoint: Endpoint): fc.Arbitrary<string> {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant(endpoint.path);
  const fromSchema = endpoint.params ? arbitraryFor(endpoint.params) : fc.constant({});
  return fc
    .tuple(
      fromSchema,
      fc.array(garbageSegment, { minLength: names.length, maxLength: names.length }),
      fc.boolean(),
    )
    .map(([valid, garbage, useSchema]) => {
      const values = (valid ?? {}) as Record<string, unknown>;
      return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
        const chosen =
          useSchema && values[name] !== undefined ? values[name] : garbage[names.indexOf(name)];
        return encodeURIComponent(String(chosen));
      });
    });
}

const garbageQuery = fc.dictionary(
  fc.oneof(
    fc.constantFrom('page', 'pageSize', 'sort', 'q', 'search', 'status', 'from', 'to', 'cursor'),
    fc.string({ maxLength: 8 }),
  ),
  fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('-1', '0', '1e309', 'NaN', '[]', '{}', "' or 1=1 --"),
  ),
  { maxKeys: 4 },
);

function queryArbitrary(endpoint: Endpoint): fc.Arbitrary<string> {
  const source = endpoint.query
    ? fc.oneof(arbitraryFor(endpoint.query), garbageQuery)
    : fc.oneof(fc.constant({}), garbageQuery);
  return source.map((value) => {
    const search = new URLSearchParams();
    if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
        if (v === undefined) continue;
        for (const item of Array.isArray(v) ? v : [v]) search.append(key, String(item));
      }
    }
    const text = search.toString();
    return text ? `?${text}` : '';
  });
}

interface MultipartBody {
  parts: MultipartPart[];
}
const isMultipart = (value: unknown): value is MultipartBody =>
  typeof value === 'object' && value !== null && 'parts' in value && Array.isArray(value.parts);

/** Files of every kind, real headers over random bytes, and names a filesystem would dislike. */
const fileArbitrary = fc.record({
  name: fc.oneof({ weight: 5, arbitrary: fc.constant('file') }, fc.string({ maxLength: 8 })),
  filename: fc.oneof(
    fc.constantFrom(
      'a.png',
      'a.jpg',
      'a.pdf',
      'a.docx',
      'a.txt',
      'a.mp4',
      '',
      '../../etc/x.png',
      'a\u0000.jpg',
      `${'x'.repeat(300)}.pdf`,
    ),
    fc.string({ maxLength: 30, unit: 'binary' }),
  ),
  data: fc
    .tuple(
      fc.constantFrom(Buffer.alloc(0), PNG, JPEG, PDF, MP4, DOCX, EXE, HTML, SVG),
      fc.uint8Array({ maxLength: 64 }),
      fc.boolean(),
    )
    .map(([head, tail, whole]) => (whole ? head : Buffer.concat([head.subarray(0, 16), tail]))),
  contentType: fc.constantFrom(
    'application/octet-stream',
    'image/png',
    'application/pdf',
    'text/html',
    'video/mp4',
  ),
});

function multipartArbitrary(endpoint: Endpoint): fc.Arbitrary<MultipartBody> {
  const fieldsSchema = (endpoint.multipart as { fields?: z.ZodType } | undefined)?.fields;
  const fields = fc.tuple(
    fieldsSchema ? arbitraryFor(fieldsSchema) : fc.constant({}),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 2 }),
  );
  return fc
    .tuple(fields, fc.array(fileArbitrary, { maxLength: 2 }), fc.boolean())
    .map(([[valid, extra], files, filesFirst]) => {
      const values = Object.entries({ ...(valid as object), ...extra })
        .filter(([, v]) => v !== undefined)
        .map(([name, v]) => ({ name, value: String(v) }));
      const parts: MultipartPart[] = filesFirst ? [...files, ...values] : [...values, ...files];
      return { parts };
    });
}

function bodyArbitrary(endpoint: Endpoint): fc.Arbitrary<unknown> {
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') return fc.constant(undefined);
  const garbage = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant({}));
  if (endpoint.multipart)
    return fc.oneof(
      { weight: 3, arbitrary: multipartArbitrary(endpoint) },
      { weight: 1, arbitrary: garbage },
    );
  return endpoint.body
    ? fc.oneof(
        { weight: 2, arbitrary: arbitraryFor(endpoint.body) },
        { weight: 1, arbitrary: garbage },
      )
    : garbage;
}

/**
 * Calls that can end the fuzzing accounts' own access (suspending an agency or a family, deleting
 * or editing users) run last, so every other endpoint is fuzzed by a caller still signed in.
 */
const RUN_LAST = /^(setAdmin|deleteAdminUser|updateAdminUser|deleteAgencyUser|updateAgencyUser)/;

const all = Object.entries(endpoints as unknown as Record<string, Endpoint>)
  .filter(([name]) => !SKIPPED.has(name))
  .sort(([a], [b]) => Number(RUN_LAST.test(a)) - Number(RUN_LAST.test(b)));

describe('every endpoint under arbitrary input', () => {
  it.each(all)(
    '%s never answers 5xx, and a refusal changes nothing',
    { timeout: 120_000 },
    async (name, endpoint) => {
      const role = await allowedCaller(endpoint);
      let before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(
          pathArbitrary(endpoint),
          queryArbitrary(endpoint),
          bodyArbitrary(endpoint),
          async (path, query, payload) => {
            const response = await call(endpoint, role, API_PREFIX + path + query, payload);
            const status = response.statusCode;
            const where = `${name} as ${role ?? 'visitor'}: ${endpoint.method} ${path}${query} -> ${status} ${response.body.slice(0, 300)}`;
            expect(status < 500, where).toBe(true);
            expect((status >= 200 && status < 300) || (status >= 400 && status < 500), where).toBe(
              true,
            );
            const after = await fingerprint();
            if (status >= 400) {
              const envelope = response.json() as { error?: { code?: unknown; message?: unknown } };
              expect(typeof envelope.error?.code, where).toBe('string');
              expect(
                typeof envelope.error?.message === 'string' && envelope.error.message.length > 0,
                where,
              ).toBe(true);
              expect(after, `${where}\nA refused call changed stored rows`).toBe(before);
            }
            before = after;
          },
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    },
  );
});

describe('the stored-rows digest', () => {
  it('sees an accepted change, so an unchanged digest after a refusal means something', async () => {
    const before = await fingerprint();
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${API_PREFIX}/auth/me`,
      headers: bearer(tokens.get('client')!),
      payload: { name: 'Digest Check' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await fingerprint()).not.toBe(before);
  });
});
