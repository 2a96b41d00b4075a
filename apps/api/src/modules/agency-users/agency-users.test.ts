import type { AgencyStaff, AgencyUsersPage } from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signInEveryRole, type RoleTokens } from '../../test/admin-access';
import { bearer, body, demoEmail, startTestApp, type TestApp } from '../../test/harness';
import { createOtherAgency } from '../../test/other-agency';

let t: TestApp;
let tokens: RoleTokens;
let agencyB: Awaited<ReturnType<typeof createOtherAgency>>;
beforeAll(async () => {
  t = await startTestApp();
  tokens = await signInEveryRole(t);
  agencyB = await createOtherAgency(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const listOf = async (token: string, query = '') => {
  const response = await call('GET', `/agency/users${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: AgencyUsersPage }>(response).data;
};
const newStaff = (email: string) => ({
  name: 'Amina Yusuf',
  email,
  phone: '+971 50 123 4567',
  password: 'staff password 1',
  confirmPassword: 'staff password 1',
});

describe('agency users (staff accounts)', () => {
  let amina: AgencyStaff;

  it('the agency adds a staff account that signs in as staff of the agency', async () => {
    const response = await call(
      'POST',
      '/agency/users',
      tokens.agency,
      newStaff('Amina@Example.com'),
    );
    expect(response.statusCode, response.body).toBe(201);
    amina = body<{ data: { user: AgencyStaff } }>(response).data.user;
    expect(amina).toMatchObject({
      name: 'Amina Yusuf',
      email: 'amina@example.com',
      phone: '+971 50 123 4567',
      status: 'ACTIVE',
      joiningDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const signedIn = await login('amina@example.com', 'staff password 1');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user).toMatchObject({ role: 'staff' });
    const agency = await call('GET', '/agencies/my-agency', signedIn.json().token);
    const own = await call('GET', '/agencies/my-agency', tokens.agency);
    expect(agency.json().data.agency.id).toBe(own.json().data.agency.id);
  });

  it('never takes a role: it is not an input', async () => {
    const response = await call('POST', '/agency/users', tokens.agency, {
      ...newStaff('sneaky@example.com'),
      role: 'admin',
    });
    expect(response.statusCode).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'sneaky@example.com'));
    expect(row).toBeUndefined();
  });

  it('applies the sign-up password rules and refuses a taken email', async () => {
    const short = await call('POST', '/agency/users', tokens.agency, {
      ...newStaff('short@example.com'),
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toHaveProperty('password');
    const differ = await call('POST', '/agency/users', tokens.agency, {
      ...newStaff('differ@example.com'),
      confirmPassword: 'something else',
    });
    expect(differ.json().error.fields).toHaveProperty('confirmPassword');
    const taken = await call('POST', '/agency/users', tokens.staff, newStaff(demoEmail('admin')));
    expect(taken.statusCode).toBe(409);
  });

  it('lists the staff of the own agency only, with search and pages', async () => {
    const mine = await listOf(tokens.staff);
    expect(mine.items.map((u) => u.email)).toEqual(['amina@example.com', demoEmail('staff')]);
    expect(mine.items.some((u) => u.email === demoEmail('agency'))).toBe(false);
    expect((await listOf(agencyB.token)).items).toEqual([]);
    expect((await listOf(tokens.agency, '?search=YUSUF')).items.map((u) => u.id)).toEqual([
      amina.id,
    ]);
    expect((await listOf(tokens.agency, '?search=123%204567')).items.map((u) => u.id)).toEqual([
      amina.id,
    ]);
    const page = await listOf(tokens.agency, '?page=2&pageSize=1');
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.items.map((u) => u.email)).toEqual([demoEmail('staff')]);
  });

  it('agency B gets 404 on agency A users and changes nothing', async () => {
    const patch = await call('PATCH', `/agency/users/${amina.id}`, agencyB.token, {
      name: 'Taken',
    });
    expect(patch.statusCode).toBe(404);
    const remove = await call('DELETE', `/agency/users/${amina.id}`, agencyB.token);
    expect(remove.statusCode).toBe(404);
    expect((await listOf(tokens.agency)).items.find((u) => u.id === amina.id)?.name).toBe(
      'Amina Yusuf',
    );
  });

  it('no one here reaches the owner account or another role', async () => {
    const [owner] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail('agency')));
    const [admin] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail('admin')));
    for (const id of [owner!.id, admin!.id, agencyB.ownerId]) {
      for (const token of [tokens.agency, tokens.staff]) {
        expect(
          (await call('PATCH', `/agency/users/${id}`, token, { status: 'INACTIVE' })).statusCode,
        ).toBe(404);
        expect((await call('DELETE', `/agency/users/${id}`, token)).statusCode).toBe(404);
      }
    }
    expect((await login(demoEmail('agency'), 'x'.repeat(8))).statusCode).toBe(401);
  });

  it('staff edit other staff, but not their own status or existence', async () => {
    const edited = await call('PATCH', `/agency/users/${amina.id}`, tokens.staff, {
      name: 'Amina Y.',
      phone: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.user).toMatchObject({ name: 'Amina Y.', phone: null });
    const [staffRow] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail('staff')));
    const self = await call('PATCH', `/agency/users/${staffRow!.id}`, tokens.staff, {
      status: 'INACTIVE',
    });
    expect(self.statusCode).toBe(409);
    expect((await call('DELETE', `/agency/users/${staffRow!.id}`, tokens.staff)).statusCode).toBe(
      409,
    );
    const empty = await call('PATCH', `/agency/users/${amina.id}`, tokens.staff, {});
    expect(empty.statusCode).toBe(400);
  });

  it('an inactive account cannot sign in and its sessions end; active again, it can', async () => {
    const session = (await login('amina@example.com', 'staff password 1')).json().token as string;
    expect((await call('GET', '/agency/users', session)).statusCode).toBe(200);
    const off = await call('PATCH', `/agency/users/${amina.id}`, tokens.agency, {
      status: 'INACTIVE',
    });
    expect(off.json().data.user.status).toBe('INACTIVE');
    expect((await call('GET', '/agency/users', session)).statusCode).toBe(401);
    const refused = await login('amina@example.com', 'staff password 1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty('token');
    expect((await listOf(tokens.agency, '?status=INACTIVE')).items.map((u) => u.id)).toEqual([
      amina.id,
    ]);
    await call('PATCH', `/agency/users/${amina.id}`, tokens.agency, { status: 'ACTIVE' });
    expect((await login('amina@example.com', 'staff password 1')).statusCode).toBe(200);
  });

  it('a new password ends the old sessions', async () => {
    const session = (await login('amina@example.com', 'staff password 1')).json().token as string;
    const changed = await call('PATCH', `/agency/users/${amina.id}`, tokens.agency, {
      password: 'a brand new password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/agency/users', session)).statusCode).toBe(401);
    expect((await login('amina@example.com', 'a brand new password')).statusCode).toBe(200);
  });

  it('refuses every other role and visitors, changing nothing', async () => {
    for (const role of ['client', 'candidate', 'admin'] as const) {
      expect((await call('GET', '/agency/users', tokens[role])).statusCode, role).toBe(403);
      expect(
        (await call('POST', '/agency/users', tokens[role], newStaff(`${role}@x.example.com`)))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('PATCH', `/agency/users/${amina.id}`, tokens[role], { name: 'X' })).statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/agency/users/${amina.id}`, tokens[role])).statusCode).toBe(
        403,
      );
    }
    expect((await call('GET', '/agency/users', null)).statusCode).toBe(401);
    expect((await call('DELETE', `/agency/users/${amina.id}`, null)).statusCode).toBe(401);
    expect((await listOf(tokens.agency)).total).toBe(2);
  });

  it('deletes a staff account, which then cannot sign in', async () => {
    const response = await call('DELETE', `/agency/users/${amina.id}`, tokens.staff);
    expect(response.statusCode).toBe(200);
    expect((await listOf(tokens.agency)).items.map((u) => u.email)).toEqual([demoEmail('staff')]);
    expect((await login('amina@example.com', 'a brand new password')).statusCode).toBe(401);
    expect((await call('DELETE', `/agency/users/${amina.id}`, tokens.agency)).statusCode).toBe(404);
  });
});
