import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords';
import { backOfficeUsers } from '../../db/schema';
import { appAsEveryRole, callAs, expectAdminOnly } from '../../test/admin-access';
import { demoEmail } from '../../test/harness';
import { ADMIN_DEPARTMENT } from './service';

const app = appAsEveryRole();

const changePin = (payload: object, token = app.tokens.admin) =>
  callAs(app.t, token, { method: 'PUT', url: '/api/admin/me/pin', payload });

const entriesOf = async (email: string) =>
  app.t.database.db.select().from(backOfficeUsers).where(eq(backOfficeUsers.email, email));

const adminEmail = async () => Promise.resolve(demoEmail('admin').toLowerCase());

describe('Change PIN (admin header)', () => {
  it('is for admins only, and a refused call stores nothing', async () => {
    await expectAdminOnly(app.t, app.tokens, {
      method: 'PUT',
      url: '/api/admin/me/pin',
      payload: { newPin: '1111', confirmPin: '1111' },
    });
    expect(await entriesOf(await adminEmail())).toEqual([]);
  });

  it('refuses a PIN that is not 4 digits or does not match its confirmation', async () => {
    const short = await changePin({ newPin: '12a', confirmPin: '12a' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: { fields: { newPin: 'Enter a 4-digit PIN' } } });
    const mismatch = await changePin({ newPin: '1234', confirmPin: '4321' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      error: { fields: { confirmPin: 'PINs do not match' } },
    });
    expect(await entriesOf(await adminEmail())).toEqual([]);
  });

  it('sets the first PIN on the admin’s back-office entry, hashed', async () => {
    const response = await changePin({ newPin: '2580', confirmPin: '2580' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [entry, ...others] = await entriesOf(await adminEmail());
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ department: ADMIN_DEPARTMENT, status: 'ACTIVE' });
    expect(entry!.pinHash).not.toContain('2580');
    expect(await verifyPassword(entry!.pinHash, '2580')).toBe(true);
  });

  it('needs the current PIN to change it again, and keeps the old one when it is wrong', async () => {
    const missing = await changePin({ newPin: '1357', confirmPin: '1357' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { fields: { currentPin: 'The current PIN is not correct.' } },
    });
    const wrong = await changePin({ currentPin: '0000', newPin: '1357', confirmPin: '1357' });
    expect(wrong.statusCode).toBe(400);
    const arabic = await callAs(app.t, app.tokens.admin, {
      method: 'PUT',
      url: '/api/admin/me/pin',
      headers: { 'accept-language': 'ar' },
      payload: { currentPin: '0000', newPin: '1357', confirmPin: '1357' },
    });
    expect(arabic.json()).toMatchObject({
      error: { fields: { currentPin: 'الرمز السري الحالي غير صحيح.' } },
    });
    let [entry] = await entriesOf(await adminEmail());
    expect(await verifyPassword(entry!.pinHash, '2580')).toBe(true);

    const changed = await changePin({ currentPin: '2580', newPin: '1357', confirmPin: '1357' });
    expect(changed.statusCode, changed.body).toBe(200);
    [entry] = await entriesOf(await adminEmail());
    expect(await verifyPassword(entry!.pinHash, '1357')).toBe(true);
    expect(await verifyPassword(entry!.pinHash, '2580')).toBe(false);
  });
});
