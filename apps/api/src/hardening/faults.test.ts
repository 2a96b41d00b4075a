import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PLANS } from '@bayti/data/contract';
import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../db/connection';
import { toErrorResponse } from '../plugins/error-response';
import { filesUnder, multipart, PNG } from '../storage/test-files';
import { callAs, registerFamily } from '../test/families';
import { bearer, demoEmail, signIn, startTestApp, type TestApp } from '../test/harness';
import { answererOf, ensurePlan, offerTerms, sendOffer } from '../test/hiring';
import { testDatabaseKind } from '../test/test-database';
import { TcpProxy } from './tcp-proxy';

let t: TestApp;
let uploads: string;

beforeAll(async () => {
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'bayti-faults-'));
  t = await startTestApp({ UPLOADS_DIR: uploads });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(uploads, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const count = async (table: string, where = sql`true`) =>
  Number(
    (
      await rows<{ n: string }>(
        sql`select count(*) as n from ${sql.identifier(table)} where ${where}`,
      )
    )[0]!.n,
  );

/**
 * Makes the database refuse one kind of write, as a crash or a lost connection in the middle of a
 * multi-step change would: a trigger that raises on that table, dropped again after the check.
 */
async function failingWritesTo(
  table: string,
  operation: 'INSERT' | 'UPDATE',
  run: () => Promise<void>,
) {
  const { db } = t.database;
  await db.execute(
    sql.raw(`create or replace function bayti_injected_failure() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger bayti_injected_failure before ${operation} on "${table}"
      for each row execute function bayti_injected_failure()`),
  );
  try {
    await run();
  } finally {
    await db.execute(sql.raw(`drop trigger bayti_injected_failure on "${table}"`));
  }
}

describe('no half-written record survives a failure mid-way', () => {
  it('plan purchase: no order without its invoice', async () => {
    const family = await registerFamily(t.app);
    const orders = () => count('orders', sql`family_id = ${family.id}`);
    await failingWritesTo('invoices', 'INSERT', async () => {
      const response = await family.call({
        method: 'POST',
        url: '/api/employer/plans',
        payload: { planId: PLANS[0].id },
      });
      expect(response.statusCode).toBe(500);
    });
    expect(await orders()).toBe(0);
    // Once the fault is gone the same purchase goes through whole.
    const bought = await family.call({
      method: 'POST',
      url: '/api/employer/plans',
      payload: { planId: PLANS[0].id },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(await orders()).toBe(1);
  });

  it('hire: nothing changes when an accepted offer cannot start the recruitment', async () => {
    const family = await registerFamily(t.app);
    const added = await family.call({
      method: 'POST',
      url: '/api/employer/pipeline',
      payload: { candidateId: 3 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = (added.json() as { data: { candidate: { id: number } } }).data.candidate.id;
    const move = (payload: object) =>
      family.call({ method: 'PATCH', url: `/api/employer/pipeline/${id}`, payload });
    expect(
      (await move({ status: 'interview', interviewDate: '2026-12-01', interviewTime: '09:30' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await move({ status: 'selected', selectionType: 'Agency', selectionDate: '2026-12-03' }))
        .statusCode,
    ).toBe(200);
    // She is hired when her agency accepts the offer: the acceptance fails as a whole.
    await ensurePlan(t, family);
    const sent = await sendOffer(family, id, offerTerms(t));
    expect(sent.statusCode, sent.body).toBe(201);
    const offerId = (sent.json() as { data: { offer: { id: number } } }).data.offer.id;
    const answerer = await answererOf(t, 3);
    await failingWritesTo('recruitments', 'INSERT', async () => {
      const accepted = await callAs(t.app, answerer.token, {
        method: 'POST',
        url: `/api/${answerer.path}/offers/${offerId}/answer`,
        payload: { answer: 'accept' },
      });
      expect(accepted.statusCode).toBe(500);
    });
    const [entry] = await rows<{ status: string; hired_at: unknown }>(
      sql`select status, hired_at from pipeline_entries where id = ${id}`,
    );
    expect(entry).toMatchObject({ status: 'selected', hired_at: null });
    expect(await count('recruitments', sql`pipeline_entry_id = ${id}`)).toBe(0);
    expect(await count('offers', sql`id = ${offerId} and status = 'pending'`)).toBe(1);
    expect(await count('candidates', sql`id = 3 and listing_status = 'listed'`)).toBe(1);
  });

  it('agency registration: no agency without its account', async () => {
    const admin = await signIn(t.app, demoEmail('admin'));
    const email = `fault-agency-${Date.now()}@agency.ae`;
    const agenciesBefore = await count('agencies');
    await failingWritesTo('users', 'INSERT', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/agencies',
        headers: bearer(admin),
        payload: agencyForm(email),
      });
      expect(response.statusCode, response.body).toBe(500);
    });
    expect(await count('agencies')).toBe(agenciesBefore);
    expect(
      await count('agency_legal_documents', sql`agency_id not in (select id from agencies)`),
    ).toBe(0);
    expect(await count('users', sql`email = ${email}`)).toBe(0);
  });

  it('managed candidate photo: no file left on disk when the record cannot be updated', async () => {
    const admin = await signIn(t.app, demoEmail('admin'));
    const [candidate] = await rows<{ id: number }>(
      sql`select id from candidates where agency_id is not null order by id limit 1`,
    );
    const before = await filesUnder(uploads);
    await failingWritesTo('candidates', 'UPDATE', async () => {
      const form = multipart([{ name: 'file', filename: 'face.png', data: PNG }]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/candidates/${candidate!.id}/photo`,
        headers: { ...bearer(admin), ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode).toBe(500);
    });
    expect(await filesUnder(uploads)).toEqual(before);
  });
});

function agencyForm(email: string) {
  const empty = { registrationNumber: '', issueDate: null, expiryDate: null, file: null };
  return {
    name: 'Fault Line Recruiters',
    email,
    password: 'agency pass 1',
    mobile: '+971 4 555 0101',
    workingDays: 'Sunday-Thursday',
    country: 'UAE',
    city: 'Dubai',
    streetAddress: 'Office 12, Al Quoz',
    timezone: 'GMT',
    socialLinks: { website: 'https://faultline.ae' },
    contactPerson: {
      salutation: 'Ms',
      firstName: 'Layla',
      middleName: '',
      lastName: 'Haddad',
      designation: 'Director',
      mobile: '+971 50 111 2222',
      email: 'layla@faultline.ae',
      dateOfBirth: '1985-04-12',
      gender: 'Female',
    },
    documents: {
      companyRegistration: { ...empty, registrationNumber: 'CR-9' },
      tradeLicense: { ...empty, registrationNumber: 'TL-9', expiryDate: '2027-12-31' },
      taxationDocument: empty,
      otherDocuments: empty,
    },
  };
}

// PGlite runs inside the process and has no connection to lose: the outage is PostgreSQL's alone,
// so the suite exists only there (rather than showing as skipped on PGlite).
if (testDatabaseKind() === 'postgres') {
  describe('the database going away and coming back', () => {
    let proxy: TcpProxy;
    let proxied: DatabaseHandle;
    let app: FastifyInstance;

    beforeAll(async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      await proxy.start();
      const [{ name }] = (await rows<{ name: string }>(sql`select current_database() as name`)) as [
        { name: string },
      ];
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      url.pathname = `/${name}`;
      proxied = await openPostgres({
        connectTimeoutMs: 1_000,
        url: url.toString(),
        maxConnections: 4,
      });
      app = await t.variant({ database: proxied });
    });
    afterAll(async () => {
      await proxy?.restore().catch(() => {});
      await proxied?.close();
      await proxy?.cut();
    });

    const list = () => app.inject({ method: 'GET', url: '/api/candidates' });

    it('answers 503 with a clear message during the outage, and serves again afterwards', async () => {
      const token = await signIn(app, demoEmail('client'));
      expect((await list()).statusCode).toBe(200);

      await proxy.cut();
      const during = [
        await list(),
        await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }),
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: demoEmail('client'), password: DEMO_PASSWORD },
        }),
      ];
      for (const response of during) {
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json()).toEqual({
          error: {
            code: 'service_unavailable',
            message: 'The service is briefly unavailable. Please try again in a moment.',
            messageId: 'error.unavailable',
          },
        });
        expect(response.headers['retry-after']).toBe('5');
      }
      const arabic = await app.inject({
        method: 'GET',
        url: '/api/candidates',
        headers: { 'accept-language': 'ar' },
      });
      expect(arabic.statusCode).toBe(503);
      expect((arabic.json() as { error: { message: string } }).error.message).toMatch(
        /[\u0600-\u06FF]/,
      );

      await proxy.restore();
      // The pool dropped its dead connections and opens new ones: the very next requests succeed.
      expect((await list()).statusCode).toBe(200);
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(me.statusCode, me.body).toBe(200);
    });

    it('answers 503 within the connect timeout when the database stops answering, not refusing', async () => {
      expect((await list()).statusCode).toBe(200);
      proxy.stall();
      const started = Date.now();
      const during = await list();
      expect(during.statusCode, during.body).toBe(503);
      expect(Date.now() - started).toBeLessThan(5_000);
      await proxy.restore();
      expect((await list()).statusCode).toBe(200);
    });
  });
}

describe('which failures mean the database is away', () => {
  it('reads the cause chain: refused, reset, terminated, admin shutdown', () => {
    const wrapped = (cause: object) =>
      Object.assign(new Error('Failed query: select 1'), { cause });
    for (const cause of [
      { code: 'ECONNREFUSED' },
      { code: 'ECONNRESET' },
      { code: '57P01' },
      { code: '08006' },
      new Error('Connection terminated unexpectedly'),
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
    ]) {
      expect(toErrorResponse(wrapped(cause))).toMatchObject({
        status: 503,
        body: { error: { code: 'service_unavailable' } },
        unexpected: false,
      });
    }
    // A bug in a query is still a bug.
    expect(toErrorResponse(wrapped({ code: '42703' })).status).toBe(500);
  });
});
