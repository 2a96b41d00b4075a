import type {
  AdminAgencyDetail,
  AdminAnalytics,
  AdminAnalyticsAgencies,
  AgencyGroup,
} from '@bayti/data/contract';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, expectAdminOnly, signInEveryRole, type RoleTokens } from '../../test/admin-access';
import { bearer, body, startTestApp, type TestApp } from '../../test/harness';
import { PDF, multipart } from '../../storage/test-files';
import { uaeDay } from '../../uae-calendar';

let t: TestApp;
let uploads: string;
let tokens: RoleTokens;
beforeAll(async () => {
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'bayti-admin-analytics-'));
  t = await startTestApp({ UPLOADS_DIR: uploads });
  tokens = await signInEveryRole(t);
});
afterAll(async () => {
  await t.close();
  await fs.rm(uploads, { recursive: true, force: true });
});

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  callAs(t, tokens.admin, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const analytics = async (period?: string) => {
  const response = await admin('GET', `/admin/analytics${period ? `?period=${period}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: { analytics: AdminAnalytics } }>(response).data.analytics;
};
const card = (a: AdminAnalytics, group: AgencyGroup) => a.cards.find((c) => c.group === group)!;
const values = (a: AdminAnalytics) =>
  Object.fromEntries(a.cards.map((c) => [c.group, c.value])) as Record<AgencyGroup, number>;
const listTotal = async (group: AgencyGroup) =>
  (await admin('GET', `/admin/agencies?group=${group}`)).json().data.total as number;

const register = async () => {
  const empty = { registrationNumber: '', issueDate: null, expiryDate: null, file: null };
  const response = await admin('POST', '/admin/agencies', {
    name: 'Falcon Staffing',
    email: 'falcon@agency.ae',
    password: 'falcon pass 1',
    mobile: '+971 4 555 0199',
    workingDays: 'Monday-Friday',
    country: 'Kenya',
    city: 'Nairobi',
    streetAddress: 'Moi Avenue 4',
    timezone: null,
    socialLinks: {},
    contactPerson: {
      salutation: 'Mr',
      firstName: 'Otieno',
      middleName: '',
      lastName: '',
      designation: '',
      mobile: null,
      email: null,
      dateOfBirth: null,
      gender: null,
    },
    documents: {
      companyRegistration: empty,
      tradeLicense: empty,
      taxationDocument: empty,
      otherDocuments: empty,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<{ data: { agency: AdminAgencyDetail } }>(response).data.agency;
};

describe('admin analytics', () => {
  it('counts the six groups as the agency list filters them, with floored percents', async () => {
    const a = await analytics();
    expect(a.period).toBe('1Y');
    expect(a.cards.map((c) => c.group)).toEqual([
      'all',
      'active',
      'new',
      'verified',
      'partnered',
      'inactive',
    ]);
    const total = card(a, 'all').value;
    expect(total).toBeGreaterThan(0);
    for (const c of a.cards) {
      expect(c.value, c.group).toBe(await listTotal(c.group));
      expect(c.percent).toBe(Math.floor((c.value / total) * 100));
    }
    expect(values(a).active + values(a).new + values(a).inactive).toBe(total);
    expect(a.quickStats.active).toBe(values(a).active);
    expect(a.quickStats.pendingVerification).toBe(values(a).active - values(a).verified);
  });

  it('follows a new agency from registration to approval and a trade licence', async () => {
    const before = await analytics();
    const agency = await register();
    const registered = await analytics();
    expect(values(registered).all).toBe(values(before).all + 1);
    expect(values(registered).new).toBe(values(before).new + 1);
    expect(registered.quickStats.newThisMonth).toBe(before.quickStats.newThisMonth + 1);
    const thisMonth = uaeDay(t.clock.now()).slice(0, 7);
    const month = (a: AdminAnalytics) => a.months.find((m) => m.month === thisMonth)!;
    expect(month(registered).newAgencies).toBe(month(before).newAgencies + 1);

    await admin('PATCH', `/admin/agencies/${agency.id}/status`, { status: 'approved' });
    const approved = await analytics();
    expect(values(approved).active).toBe(values(before).active + 1);
    expect(approved.quickStats.pendingVerification).toBe(before.quickStats.pendingVerification + 1);

    const form = multipart([{ name: 'file', filename: 'licence.pdf', data: PDF }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/admin/agencies/${agency.id}/legal-documents/tradeLicense`,
      headers: { ...bearer(tokens.admin), ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const verified = await analytics();
    expect(values(verified).verified).toBe(values(before).verified + 1);
    expect(verified.quickStats.pendingVerification).toBe(before.quickStats.pendingVerification);
  });

  it('filters the Agency Statistic by period, one entry per month up to this one', async () => {
    const today = uaeDay(t.clock.now());
    const month = await analytics('1M');
    expect(month.from).not.toBeNull();
    expect(month.to).toBe(today);
    expect(month.months.at(-1)?.month).toBe(today.slice(0, 7));
    expect(month.months).toHaveLength(2);
    expect((await analytics('6M')).months).toHaveLength(7);
    const year = await analytics('1Y');
    expect(year.months).toHaveLength(13);
    const all = await analytics('ALL');
    expect(all.from).toBeNull();
    expect(all.months.length).toBeGreaterThanOrEqual(year.months.length);
    const sum = (a: AdminAnalytics, key: 'candidates' | 'placements') =>
      a.months.reduce((n, m) => n + m[key], 0);
    expect(all.totals).toEqual({
      candidates: sum(all, 'candidates'),
      recruited: sum(all, 'placements'),
    });
    expect(all.totals.candidates).toBeGreaterThanOrEqual(year.totals.candidates);
    expect((await admin('GET', '/admin/analytics?period=2Y')).statusCode).toBe(400);
  });

  it('lists agencies searched by name or specialty', async () => {
    const side = async (query = '') => {
      const response = await admin('GET', `/admin/analytics/agencies${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return body<{ data: AdminAnalyticsAgencies }>(response).data;
    };
    const first = await side();
    expect(first.items.length).toBeLessThanOrEqual(5);
    expect(first.total).toBe(await listTotal('all'));
    const noor = await side('?search=al%20noor');
    expect(noor.items).toHaveLength(1);
    const [entry] = noor.items;
    expect(entry).toMatchObject({
      name: 'Al Noor Domestic Services',
      username: 'agency@demo.bayti.ae',
    });
    const bySpecialty = await side(`?search=${encodeURIComponent(entry!.specialty)}&limit=20`);
    expect(bySpecialty.items.map((i) => i.id)).toContain(entry!.id);
    const falcon = await side('?search=falcon');
    expect(falcon.items[0]).toMatchObject({ specialty: 'General', status: 'verified' });
  });

  it('is the admin’s alone', async () => {
    await expectAdminOnly(t, tokens, { method: 'GET', url: '/api/admin/analytics' });
    await expectAdminOnly(t, tokens, { method: 'GET', url: '/api/admin/analytics/agencies' });
  });
});
