import type { AdminUser, AdminUsersPage } from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords';
import { backOfficeUsers } from '../../db/schema';
import { appAsEveryRole, callAs, expectAdminOnly } from '../../test/admin-access';
import { uaeDay } from '../../uae-calendar';

const app = appAsEveryRole();

let counter = 0;
const form = (extra: object = {}) => {
  counter += 1;
  return {
    name: `Noura ${counter}`,
    department: 'Finance',
    mobile: '+971 50 111 2233',
    email: `noura${counter}@bayti.ae`,
    pin: '4821',
    confirmPin: '4821',
    ...extra,
  };
};
const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  callAs(app.t, app.tokens.admin, { method, url, ...(payload ? { payload } : {}) });
const created = async (extra: object = {}) => {
  const response = await admin('POST', '/api/admin/users', form(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { user: AdminUser } }>().data.user;
};
const list = async (query = '') => {
  const response = await admin('GET', `/api/admin/users${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AdminUsersPage }>().data;
};
const countUsers = async () => (await list('?pageSize=100')).total;

describe('adding a user', () => {
  it('stores the user ACTIVE, created today, with the PIN hashed', async () => {
    const user = await created({ email: '  Sara.Admin@Bayti.AE ', name: '  Sara Ali ' });
    expect(user).toEqual({
      id: expect.any(Number),
      userName: 'Sara Ali',
      department: 'Finance',
      email: 'sara.admin@bayti.ae',
      phone: '+971 50 111 2233',
      createdOn: uaeDay(app.t.clock.now()),
      status: 'ACTIVE',
    });
    expect(JSON.stringify(user)).not.toContain('4821');
    const [row] = await app.t.database.db
      .select({ pinHash: backOfficeUsers.pinHash })
      .from(backOfficeUsers)
      .where(eq(backOfficeUsers.id, user.id));
    expect(row?.pinHash).not.toContain('4821');
    expect(await verifyPassword(row!.pinHash, '4821')).toBe(true);
  });

  it('refuses missing fields and unmatched PINs with the Add User headline, storing nothing', async () => {
    const before = await countUsers();
    const missing = await admin('POST', '/api/admin/users', form({ department: ' ', pin: '12' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: {
        code: 'validation',
        message: 'Please fill all fields correctly, and ensure pins match.',
        fields: {
          department: 'Required',
          pin: 'Enter a 4-digit PIN',
          confirmPin: 'PINs do not match',
        },
        messageId: 'users.addInvalid',
      },
    });
    const unmatched = await admin('POST', '/api/admin/users', form({ confirmPin: '1111' }));
    expect(unmatched.json()).toMatchObject({
      error: {
        message: 'Please fill all fields correctly, and ensure pins match.',
        fields: { confirmPin: 'PINs do not match' },
      },
    });
    const arabic = await callAs(app.t, app.tokens.admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: form({ confirmPin: '1111' }),
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json()).toMatchObject({
      error: {
        message: 'يرجى ملء جميع الحقول بشكل صحيح والتأكد من تطابق رمزي PIN.',
        fields: { confirmPin: 'رمزا PIN غير متطابقين' },
      },
    });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a second user with the same email (409)', async () => {
    await created({ email: 'dup@bayti.ae' });
    const again = await admin('POST', '/api/admin/users', form({ email: 'DUP@bayti.ae' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: 'conflict', message: 'A user with this email already exists.' },
    });
  });
});

describe('the users list', () => {
  it('searches name, email or phone, filters status and pages with a total', async () => {
    const a = await created({
      name: 'Zaid Qasim',
      mobile: '+971 55 909 0000',
      email: 'zq@bayti.ae',
    });
    const b = await created({ name: 'Zainab Q', status: 'INACTIVE' });
    expect((await list('?search=zaid')).items.map((u) => u.id)).toEqual([a.id]);
    expect((await list('?search=909%200000')).items.map((u) => u.id)).toEqual([a.id]);
    expect((await list('?search=ZQ@')).items.map((u) => u.id)).toEqual([a.id]);
    expect((await list('?search=zai')).items.map((u) => u.id)).toEqual([a.id, b.id]);
    expect((await list('?search=zai&status=INACTIVE')).items.map((u) => u.id)).toEqual([b.id]);
    const all = await list('?pageSize=100');
    expect(all.items.every((u, i, items) => i === 0 || items[i - 1]!.id < u.id)).toBe(true);
    const page = await list('?pageSize=2&page=2');
    expect(page).toMatchObject({ total: all.total, page: 2, pageSize: 2 });
    expect(page.items).toEqual(all.items.slice(2, 4));
    expect((await admin('GET', '/api/admin/users?status=active')).statusCode).toBe(400);
  });
});

describe('editing and deleting', () => {
  it('changes only the fields sent; INACTIVE and back', async () => {
    const user = await created();
    const edited = await admin('PATCH', `/api/admin/users/${user.id}`, {
      department: 'Operations',
      status: 'INACTIVE',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ data: { user: AdminUser } }>().data.user).toEqual({
      ...user,
      department: 'Operations',
      status: 'INACTIVE',
    });
    const renamed = await admin('PATCH', `/api/admin/users/${user.id}`, { name: 'Renamed' });
    expect(renamed.json<{ data: { user: AdminUser } }>().data.user).toMatchObject({
      userName: 'Renamed',
      status: 'INACTIVE',
    });
  });

  it('refuses an empty patch, a bad field, a taken email and an unknown user', async () => {
    const user = await created();
    const other = await created();
    const empty = await admin('PATCH', `/api/admin/users/${user.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { message: 'No changes detected to save.' } });
    const bad = await admin('PATCH', `/api/admin/users/${user.id}`, { email: 'nope', pin: '1' });
    expect(bad.json()).toMatchObject({
      error: { fields: { email: 'Enter a valid email', pin: expect.any(String) } },
    });
    const taken = await admin('PATCH', `/api/admin/users/${user.id}`, { email: other.email });
    expect(taken.statusCode).toBe(409);
    const missing = await admin('PATCH', '/api/admin/users/999999', { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { message: 'User not found' } });
  });

  it('deletes a user, then answers 404 for it', async () => {
    const user = await created();
    const deleted = await admin('DELETE', `/api/admin/users/${user.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await list(`?search=${encodeURIComponent(user.email)}`)).total).toBe(0);
    expect((await admin('DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/admin/users/3000000000')).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('is the admin’s alone; refused requests change nothing', async () => {
    const user = await created();
    const before = await list('?pageSize=100');
    await expectAdminOnly(app.t, app.tokens, { method: 'GET', url: '/api/admin/users' });
    await expectAdminOnly(app.t, app.tokens, {
      method: 'POST',
      url: '/api/admin/users',
      payload: form(),
    });
    await expectAdminOnly(app.t, app.tokens, {
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      payload: { status: 'INACTIVE' },
    });
    await expectAdminOnly(app.t, app.tokens, {
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
    });
    expect(await list('?pageSize=100')).toEqual(before);
  });
});
