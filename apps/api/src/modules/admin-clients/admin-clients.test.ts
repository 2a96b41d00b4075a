import type { AdminClient, AdminClientDetail, AdminClientsPage } from '@bayti/data/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, expectAdminOnly, signInEveryRole, type RoleTokens } from '../../test/admin-access';
import { FAMILY_PASSWORD, registerFamily, type TestFamily } from '../../test/families';
import { body, startTestApp, type TestApp } from '../../test/harness';
import { translate } from '../../i18n/translate';

let t: TestApp;
let tokens: RoleTokens;
let family: TestFamily;
beforeAll(async () => {
  t = await startTestApp();
  tokens = await signInEveryRole(t);
  family = await registerFamily(t.app, 'Hamdan Family');
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  callAs(t, tokens.admin, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const list = async (query = '') => {
  const response = await admin('GET', `/admin/clients${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: AdminClientsPage }>(response).data;
};
const detail = async (id: number) => {
  const response = await admin('GET', `/admin/clients/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: { client: AdminClientDetail } }>(response).data.client;
};
const setStatus = (id: number, status: string) =>
  admin('PATCH', `/admin/clients/${id}/status`, { status });
const ids = (items: AdminClient[]) => items.map((c) => c.id);

describe('the clients list', () => {
  it('lists families only, New and in the UAE by default, searchable by name or country', async () => {
    const all = await list('?pageSize=100');
    expect(all.items.find((c) => c.id === family.id)).toMatchObject({
      name: 'Hamdan Family',
      email: family.email,
      country: 'UAE',
      status: 'New',
      mobile: '',
    });
    expect(all.items.some((c) => c.email === 'admin@demo.bayti.ae')).toBe(false);
    expect(all.items.some((c) => c.email === 'agency@demo.bayti.ae')).toBe(false);
    expect(ids((await list('?search=hamdan')).items)).toEqual([family.id]);
    expect(ids((await list('?search=uae&pageSize=100')).items)).toContain(family.id);
    expect((await list('?country=Qatar')).items).toEqual([]);
    expect((await admin('GET', '/admin/clients?country=Atlantis')).statusCode).toBe(400);
  });
});

describe('a client’s detail', () => {
  it('counts the family’s pipeline per stage', async () => {
    const shortlist = async (candidateId: number) => {
      const response = await family.call({
        method: 'POST',
        url: '/api/employer/pipeline',
        payload: { candidateId },
      });
      expect(response.statusCode, response.body).toBe(201);
      return body<{ data: { candidate: { id: number } } }>(response).data.candidate.id;
    };
    await shortlist(1);
    await shortlist(2);
    const third = await shortlist(3);
    const rejected = await family.call({
      method: 'PATCH',
      url: `/api/employer/pipeline/${third}`,
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await detail(family.id)).stages).toEqual({
      Shortlisted: 2,
      Interviewed: 0,
      Selected: 0,
      Hired: 0,
      Deployed: 0,
      Rejected: 1,
      Returned: 0,
      Replaced: 0,
    });
  });

  it('answers 404 for an unknown id and for a user who is not a family', async () => {
    expect((await admin('GET', '/admin/clients/999999')).statusCode).toBe(404);
    const adminId = (await callAs(t, tokens.admin, { method: 'GET', url: '/api/auth/me' })).json()
      .user.id as number;
    expect((await admin('GET', `/admin/clients/${adminId}`)).statusCode).toBe(404);
    expect((await setStatus(adminId, 'Suspended')).statusCode).toBe(404);
  });
});

describe('holding, resuming and suspending', () => {
  it('moves the family between the lists; suspended, it is signed out and cannot sign in', async () => {
    const other = await registerFamily(t.app, 'Qasimi Family');
    const held = await setStatus(other.id, 'Hold');
    expect(held.statusCode, held.body).toBe(200);
    expect(body<{ data: { client: AdminClientDetail } }>(held).data.client).toMatchObject({
      status: 'Hold',
      accountStatus: 'ACTIVE',
    });
    expect(ids((await list('?group=hold-resume&pageSize=100')).items)).toContain(other.id);
    // Hold is a note, not a lock: the family keeps its session.
    expect((await other.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);

    const suspended = await setStatus(other.id, 'Suspended');
    expect(suspended.statusCode).toBe(200);
    expect(body<{ data: { client: AdminClientDetail } }>(suspended).data.client.accountStatus).toBe(
      'INACTIVE',
    );
    expect(ids((await list('?group=suspended')).items)).toEqual([other.id]);
    expect(ids((await list('?group=hold-resume&pageSize=100')).items)).not.toContain(other.id);
    expect((await other.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    await expect(other.renew()).rejects.toThrow();
    // The family is told whom to ask: Bayti, not an agency.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.email, password: FAMILY_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { message: translate('en', 'auth.suspendedFamily') },
    });

    expect((await setStatus(other.id, 'Resume')).statusCode).toBe(200);
    await other.renew();
    expect((await other.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect(await detail(other.id)).toMatchObject({ status: 'Resume', accountStatus: 'ACTIVE' });
    // The latest change comes first.
    expect((await list('?group=hold-resume')).items[0]?.id).toBe(other.id);
  });

  it('refuses New and unknown statuses, changing nothing', async () => {
    expect((await setStatus(family.id, 'New')).statusCode).toBe(400);
    expect((await setStatus(family.id, 'Gone')).statusCode).toBe(400);
    expect((await detail(family.id)).status).toBe('New');
  });
});

describe('access', () => {
  it('is the admin’s alone; a refused status change changes nothing', async () => {
    await expectAdminOnly(t, tokens, { method: 'GET', url: '/api/admin/clients' });
    await expectAdminOnly(t, tokens, { method: 'GET', url: `/api/admin/clients/${family.id}` });
    await expectAdminOnly(t, tokens, {
      method: 'PATCH',
      url: `/api/admin/clients/${family.id}/status`,
      payload: { status: 'Suspended' },
    });
    expect((await detail(family.id)).status).toBe('New');
    expect((await family.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });
});
