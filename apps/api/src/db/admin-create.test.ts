import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { AdminCreateError, createAdministrator } from './admin-create';
import { users } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('createAdministrator', () => {
  it('creates an administrator who signs in with the generated password', async () => {
    const admin = await createAdministrator(t.database.db, { email: ' Owner@Bayti.ae ' });
    expect(admin.email).toBe('owner@bayti.ae');
    expect(admin.password).toMatch(/^[\w-]{20,}$/);

    const response = await login('owner@bayti.ae', admin.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: 'owner@bayti.ae', role: 'admin' } });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, admin.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(admin.password);
  });

  it('generates a different password each time', async () => {
    const a = await createAdministrator(t.database.db, { email: 'second@bayti.ae' });
    const b = await createAdministrator(t.database.db, { email: 'third@bayti.ae', name: 'Noura' });
    expect(a.password).not.toBe(b.password);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, b.email));
    expect(row?.name).toBe('Noura');
  });

  it('refuses an address that already has an account, whatever its case', async () => {
    await expect(
      createAdministrator(t.database.db, { email: 'ADMIN@demo.bayti.ae' }),
    ).rejects.toThrow(
      new AdminCreateError('admin@demo.bayti.ae already has an account; choose another address.'),
    );
  });

  it('refuses something that is not an email address', async () => {
    await expect(createAdministrator(t.database.db, { email: 'not-an-address' })).rejects.toThrow(
      AdminCreateError,
    );
    await expect(createAdministrator(t.database.db, { email: '' })).rejects.toThrow(
      /is not an email address/,
    );
  });
});
