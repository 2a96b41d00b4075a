import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AdminAgenciesPage, AdminAgencyDetail, AdminAgencyForm } from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords';
import { agencies } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { callAs, expectAdminOnly, signInEveryRole, type RoleTokens } from '../../test/admin-access';
import { bearer, body, signIn, startTestApp, type TestApp } from '../../test/harness';
import { EXE, PDF, PNG, filesUnder, multipart } from '../../storage/test-files';

let t: TestApp;
let uploads: string;
let tokens: RoleTokens;
beforeAll(async () => {
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'bayti-admin-agencies-'));
  t = await startTestApp({ UPLOADS_DIR: uploads });
  tokens = await signInEveryRole(t);
});
afterAll(async () => {
  await t.close();
  await fs.rm(uploads, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const admin = (method: Method, url: string, payload?: object) =>
  callAs(t, tokens.admin, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const agencyOf = (response: { body: string }) =>
  body<{ data: { agency: AdminAgencyDetail } }>(response as never).data.agency;
const list = async (query = '') => {
  const response = await admin('GET', `/admin/agencies${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: AdminAgenciesPage }>(response).data;
};
const upload = (url: string, filename: string, data: Buffer) => {
  const form = multipart([{ name: 'file', filename, data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...bearer(tokens.admin), ...form.headers },
    payload: form.payload,
  });
};

let counter = 0;
const form = (extra: Partial<AdminAgencyForm> = {}): AdminAgencyForm => {
  counter += 1;
  const empty = { registrationNumber: '', issueDate: null, expiryDate: null, file: null };
  return {
    name: `Desert Rose Recruiters ${counter}`,
    email: `desert-rose-${counter}@agency.ae`,
    mobile: '+971 4 555 0101',
    workingDays: 'Sunday-Thursday',
    country: 'UAE',
    city: 'Dubai',
    streetAddress: 'Office 12, Al Quoz',
    timezone: 'GMT',
    socialLinks: { website: 'https://desertrose.ae', linkedin: 'https://linkedin.com/c/dr' },
    contactPerson: {
      salutation: 'Ms',
      firstName: 'Layla',
      middleName: 'Noor',
      lastName: 'Haddad',
      designation: 'Director',
      mobile: '+971 50 111 2222',
      email: 'layla@desertrose.ae',
      dateOfBirth: '1985-04-12',
      gender: 'Female',
    },
    documents: {
      companyRegistration: { ...empty, registrationNumber: 'CR-1' },
      tradeLicense: { ...empty, registrationNumber: 'TL-77', expiryDate: '2027-12-31' },
      taxationDocument: empty,
      otherDocuments: empty,
    },
    ...extra,
  };
};

describe('registering an agency', () => {
  it('stores the agency (new) and an agency account that can sign in', async () => {
    const response = await admin('POST', '/admin/agencies', {
      ...form(),
      password: 'agency pass 1',
    });
    expect(response.statusCode, response.body).toBe(201);
    const agency = agencyOf(response);
    expect(agency).toMatchObject({
      name: `Desert Rose Recruiters ${counter}`,
      status: 'new',
      country: 'UAE',
      city: 'Dubai',
      address: 'Office 12, Al Quoz, Dubai, United Arab Emirates',
      workingDays: 'Monday, Tuesday, Wednesday, Thursday, Sunday',
      workingDaysOption: 'Sunday-Thursday',
      timezone: 'GMT',
      accountEmail: `desert-rose-${counter}@agency.ae`,
      hasPin: false,
      contactPerson: {
        salutation: 'Ms',
        firstName: 'Layla',
        middleName: 'Noor',
        lastName: 'Haddad',
      },
      socialLinks: {
        website: 'https://desertrose.ae',
        linkedin: 'https://linkedin.com/c/dr',
        zoom: null,
      },
    });
    expect(agency.documents.tradeLicense).toEqual({
      registrationNumber: 'TL-77',
      issueDate: null,
      expiryDate: '2027-12-31',
      file: null,
      fileName: null,
    });
    const token = await signIn(t.app, agency.accountEmail!, 'agency pass 1');
    // The agency dashboard reads the same row, the contact person's name joined.
    const mine = await callAs(t, token, { method: 'GET', url: '/api/agencies/my-agency' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.agency).toMatchObject({
      agency_name: agency.name,
      contact_person: 'Layla Noor Haddad',
      trade_licence: 'TL-77',
      social_link: 'https://desertrose.ae',
    });
  });

  it('refuses a taken email, a short password and a city of another country, storing nothing', async () => {
    const before = (await list()).counts.all;
    const taken = await admin('POST', '/admin/agencies', {
      ...form({ email: 'agency@demo.bayti.ae' }),
      password: 'agency pass 1',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('An account with this email already exists.');
    const short = await admin('POST', '/admin/agencies', { ...form(), password: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toHaveProperty('password');
    const wrongCity = await admin('POST', '/admin/agencies', {
      ...form({ country: 'Kenya', city: 'Dubai' }),
      password: 'agency pass 1',
    });
    expect(wrongCity.statusCode).toBe(400);
    expect(wrongCity.json().error.fields).toEqual({ city: 'Choose a city from the list.' });
    const missing = await admin('POST', '/admin/agencies', {
      ...form({ name: ' ', streetAddress: '' }),
      password: 'agency pass 1',
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(
      expect.arrayContaining(['name', 'streetAddress']),
    );
    expect((await list()).counts.all).toBe(before);
  });
});

describe('the agencies list', () => {
  it('filters by search, country and status tab, with counts per tab', async () => {
    const all = await list('?pageSize=100');
    expect(all.total).toBe(all.counts.all);
    expect(all.counts.all).toBe(
      all.counts.new +
        all.counts.approved +
        all.counts.rejected +
        all.counts.suspended +
        all.counts.released,
    );
    const approved = await list('?status=approved&pageSize=100');
    expect(approved.items.length).toBe(all.counts.approved);
    expect(approved.items.every((a) => a.status === 'approved')).toBe(true);
    const kenya = await list('?country=Kenya');
    expect(kenya.items.length).toBeGreaterThan(0);
    expect(kenya.items.every((a) => a.country === 'Kenya')).toBe(true);
    const search = await list('?search=al%20noor');
    expect(search.items.map((a) => a.name)).toEqual(['Al Noor Domestic Services']);
    const inactive = await list('?group=inactive&pageSize=100');
    expect(
      inactive.items.every((a) => ['rejected', 'suspended', 'released'].includes(a.status)),
    ).toBe(true);
    const page2 = await list('?pageSize=2&page=2');
    expect(page2.items).toHaveLength(2);
    expect(page2.items[0]?.id).toBe(all.items[2]?.id);
  });
});

describe('editing an agency', () => {
  let agency: AdminAgencyDetail;
  beforeAll(async () => {
    agency = agencyOf(
      await admin('POST', '/admin/agencies', { ...form(), password: 'agency pass 1' }),
    );
  });

  it('saves the four tabs and the status; the list shows them', async () => {
    const response = await admin('PUT', `/admin/agencies/${agency.id}`, {
      ...form({ name: 'Oasis Helpers', country: 'India', city: 'kochi', timezone: 'PST' }),
      socialLinks: { tiktok: 'https://tiktok.com/@oasis', zoom: 'https://zoom.us/j/1' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(agencyOf(response)).toMatchObject({
      name: 'Oasis Helpers',
      country: 'India',
      city: 'Kochi',
      timezone: 'PST',
      socialLinks: {
        website: null,
        tiktok: 'https://tiktok.com/@oasis',
        zoom: 'https://zoom.us/j/1',
      },
    });
    const status = await admin('PATCH', `/admin/agencies/${agency.id}/status`, {
      status: 'approved',
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(agencyOf(status).status).toBe('approved');
    const found = await list('?search=Oasis&status=approved');
    expect(found.items.map((a) => a.id)).toEqual([agency.id]);
  });

  it('refuses a bad status or link and an unknown agency, changing nothing', async () => {
    const bad = await admin('PATCH', `/admin/agencies/${agency.id}/status`, { status: 'gone' });
    expect(bad.statusCode).toBe(400);
    const link = await admin('PUT', `/admin/agencies/${agency.id}`, {
      ...form(),
      socialLinks: { website: 'javascript:alert(1)' },
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().error.fields).toHaveProperty(['socialLinks.website']);
    expect((await admin('GET', '/admin/agencies/999999')).statusCode).toBe(404);
    expect((await admin('PUT', '/admin/agencies/999999', form())).statusCode).toBe(404);
    expect(
      (await admin('PATCH', '/admin/agencies/99999999999/status', { status: 'new' })).statusCode,
    ).toBe(404);
    expect(agencyOf(await admin('GET', `/admin/agencies/${agency.id}`)).status).toBe('approved');
  });

  it('changes the PIN, stored hashed, and refuses unmatched PINs', async () => {
    const unmatched = await admin('PUT', `/admin/agencies/${agency.id}/pin`, {
      newPin: '1234',
      confirmPin: '4321',
    });
    expect(unmatched.statusCode).toBe(400);
    expect(unmatched.json().error.fields).toEqual({ confirmPin: 'PINs do not match' });
    const ok = await admin('PUT', `/admin/agencies/${agency.id}/pin`, {
      newPin: '2580',
      confirmPin: '2580',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.database.db
      .select({ pinHash: agencies.pinHash })
      .from(agencies)
      .where(eq(agencies.id, agency.id));
    expect(row?.pinHash).not.toContain('2580');
    expect(await verifyPassword(row!.pinHash!, '2580')).toBe(true);
    expect(agencyOf(await admin('GET', `/admin/agencies/${agency.id}`)).hasPin).toBe(true);
  });

  it('uploads a trade licence file and a logo, downloads the file, refuses a disguised one', async () => {
    const before = agencyOf(await admin('GET', `/admin/agencies/${agency.id}`));
    const response = await upload(
      `/admin/agencies/${agency.id}/legal-documents/tradeLicense`,
      'licence.pdf',
      PDF,
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = agencyOf(response);
    expect(after.documents.tradeLicense).toMatchObject({
      fileName: 'licence.pdf',
      file: `/api/admin/agencies/${agency.id}/legal-documents/tradeLicense/file`,
      registrationNumber: 'TL-77',
    });
    expect(after.profileCompletion).toBeGreaterThan(before.profileCompletion);
    const download = await admin(
      'GET',
      `/admin/agencies/${agency.id}/legal-documents/tradeLicense/file`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const filesBefore = await filesUnder(uploads);
    const disguised = await upload(
      `/admin/agencies/${agency.id}/legal-documents/taxationDocument`,
      'tax.pdf',
      EXE,
    );
    expect(disguised.statusCode).toBe(400);
    expect(await filesUnder(uploads)).toEqual(filesBefore);
    const missing = await admin(
      'GET',
      `/admin/agencies/${agency.id}/legal-documents/otherDocuments/file`,
    );
    expect(missing.statusCode).toBe(404);
    const logo = await upload(`/admin/agencies/${agency.id}/logo`, 'logo.png', PNG);
    expect(logo.statusCode, logo.body).toBe(200);
    expect(agencyOf(logo).logo).toMatch(/^\/api\/agency-logos\//);
    const unknown = await upload('/admin/agencies/999999/logo', 'logo.png', PNG);
    expect(unknown.statusCode).toBe(404);
    expect(await filesUnder(uploads)).toHaveLength(filesBefore.length + 1);
  });
});

describe("an agency's status decides whether its people can work", () => {
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const me = (token: string) => callAs(t, token, { method: 'GET', url: '/api/auth/me' });
  const setStatus = async (id: number, status: string) => {
    const response = await admin('PATCH', `/admin/agencies/${id}/status`, { status });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('suspended, rejected or released: owner and staff are signed out and refused; approved or new: back in', async () => {
    const agency = agencyOf(
      await admin('POST', '/admin/agencies', { ...form(), password: 'agency pass 1' }),
    );
    const owner = agency.accountEmail!;
    const staffEmail = `staff-of-${agency.id}@agency.ae`;
    const ownerToken = await signIn(t.app, owner, 'agency pass 1');
    const added = await callAs(t, ownerToken, {
      method: 'POST',
      url: '/api/agency/users',
      payload: {
        name: 'Amina Yusuf',
        email: staffEmail,
        phone: null,
        password: 'staff password 1',
        confirmPassword: 'staff password 1',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    await setStatus(agency.id, 'approved');

    for (const locked of ['suspended', 'rejected', 'released'] as const) {
      const sessions = [
        await signIn(t.app, owner, 'agency pass 1'),
        await signIn(t.app, staffEmail, 'staff password 1'),
      ];
      for (const token of sessions) expect((await me(token)).statusCode).toBe(200);
      await setStatus(agency.id, locked);
      for (const token of sessions) expect((await me(token)).statusCode, locked).toBe(401);
      for (const [email, password] of [
        [owner, 'agency pass 1'],
        [staffEmail, 'staff password 1'],
      ] as const) {
        const refused = await login(email, password);
        expect(refused.statusCode, locked).toBe(403);
        expect(refused.json()).not.toHaveProperty('token');
        expect(refused.json().error.message).toBe(translate('en', 'auth.agencyLocked'));
      }
      // A wrong password still says only that, revealing nothing about the agency.
      expect((await login(owner, 'not the password')).statusCode).toBe(401);
      // Approved again, its people sign in; the sessions it ended stay ended.
      await setStatus(agency.id, locked === 'released' ? 'new' : 'approved');
      for (const token of sessions) expect((await me(token)).statusCode).toBe(401);
      expect((await login(owner, 'agency pass 1')).statusCode).toBe(200);
      expect((await login(staffEmail, 'staff password 1')).statusCode).toBe(200);
    }
    // Other agencies, the admin and families are untouched.
    for (const token of [tokens.agency, tokens.staff, tokens.admin, tokens.client]) {
      expect((await me(token)).statusCode).toBe(200);
    }
  });

  it('answers the refusal in Arabic too', async () => {
    const agency = agencyOf(
      await admin('POST', '/admin/agencies', { ...form(), password: 'agency pass 1' }),
    );
    await setStatus(agency.id, 'suspended');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'ar' },
      payload: { email: agency.accountEmail, password: 'agency pass 1' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      message: 'حساب وكالتك موقوف أو مرفوض أو مُنهى. تواصل مع بيتي لاستعادة الوصول.',
      messageId: 'auth.agencyLocked',
    });
  });
});

describe('access', () => {
  it('is the admin’s alone, and a refused request changes nothing', async () => {
    const id = 1;
    const before = agencyOf(await admin('GET', `/admin/agencies/${id}`));
    await expectAdminOnly(t, tokens, { method: 'GET', url: '/api/admin/agencies' });
    await expectAdminOnly(t, tokens, { method: 'GET', url: `/api/admin/agencies/${id}` });
    await expectAdminOnly(t, tokens, {
      method: 'POST',
      url: '/api/admin/agencies',
      payload: { ...form(), password: 'agency pass 1' },
    });
    await expectAdminOnly(t, tokens, {
      method: 'PUT',
      url: `/api/admin/agencies/${id}`,
      payload: form(),
    });
    await expectAdminOnly(t, tokens, {
      method: 'PATCH',
      url: `/api/admin/agencies/${id}/status`,
      payload: { status: 'suspended' },
    });
    await expectAdminOnly(t, tokens, {
      method: 'PUT',
      url: `/api/admin/agencies/${id}/pin`,
      payload: { newPin: '1111', confirmPin: '1111' },
    });
    const logo = multipart([{ name: 'file', filename: 'logo.png', data: PNG }]);
    await expectAdminOnly(t, tokens, {
      method: 'POST',
      url: `/api/admin/agencies/${id}/logo`,
      headers: logo.headers,
      payload: logo.payload,
    });
    const doc = multipart([{ name: 'file', filename: 'licence.pdf', data: PDF }]);
    await expectAdminOnly(t, tokens, {
      method: 'POST',
      url: `/api/admin/agencies/${id}/legal-documents/tradeLicense`,
      headers: doc.headers,
      payload: doc.payload,
    });
    await expectAdminOnly(t, tokens, {
      method: 'GET',
      url: `/api/admin/agencies/${id}/legal-documents/tradeLicense/file`,
    });
    const after = agencyOf(await admin('GET', `/admin/agencies/${id}`));
    expect(after).toEqual(before);
  });
});
