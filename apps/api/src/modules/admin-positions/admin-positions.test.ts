import { ADMIN_DEFAULT_POSITIONS, AGENCY_DEFAULT_POSITIONS } from '@bayti/data/fixtures';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import { appAsEveryRole, callAs, expectAdminOnly } from '../../test/admin-access';
import { signIn } from '../../test/harness';

const app = appAsEveryRole();

const positionsOf = async (token: string, url: string) => {
  const response = await callAs(app.t, token, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { positions: string[] } }>().data.positions;
};
const save = (token: string | null, url: string, payload: object) =>
  callAs(app.t, token, { method: 'PUT', url, payload });

describe('the admin positions', () => {
  it('starts with the admin defaults and keeps a saved list, tidied', async () => {
    expect(await positionsOf(app.tokens.admin, '/api/admin/positions')).toEqual(
      ADMIN_DEFAULT_POSITIONS,
    );
    const saved = await save(app.tokens.admin, '/api/admin/positions', {
      positions: ['  Manager ', '', '   ', 'Driver', 'manager', 'DRIVER', 'Accountant'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ data: { positions: ['Manager', 'Driver', 'Accountant'] } });
    expect(await positionsOf(app.tokens.admin, '/api/admin/positions')).toEqual([
      'Manager',
      'Driver',
      'Accountant',
    ]);
    // An emptied list stays empty: the defaults are only for a list never saved.
    expect(
      (await save(app.tokens.admin, '/api/admin/positions', { positions: [] })).statusCode,
    ).toBe(200);
    expect(await positionsOf(app.tokens.admin, '/api/admin/positions')).toEqual([]);
  });

  it('names the field of a position too long, or a body that is not a list', async () => {
    const tooLong = await save(app.tokens.admin, '/api/admin/positions', {
      positions: ['Cook', 'x'.repeat(61)],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      error: {
        code: 'validation',
        fields: { 'positions.1': 'A position is at most 60 characters' },
      },
    });
    const notAList = await save(app.tokens.admin, '/api/admin/positions', { positions: 'Cook' });
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json()).toMatchObject({ error: { fields: { positions: expect.any(String) } } });
  });

  it('is the admin’s alone; a refused save changes nothing', async () => {
    await save(app.tokens.admin, '/api/admin/positions', { positions: ['Manager'] });
    await expectAdminOnly(app.t, app.tokens, { method: 'GET', url: '/api/admin/positions' });
    await expectAdminOnly(app.t, app.tokens, {
      method: 'PUT',
      url: '/api/admin/positions',
      payload: { positions: ['Intruder'] },
    });
    expect(await positionsOf(app.tokens.admin, '/api/admin/positions')).toEqual(['Manager']);
  });
});

describe('an agency’s positions', () => {
  it('start with the agency defaults and are shared by the agency’s owner and staff', async () => {
    expect(await positionsOf(app.tokens.agency, '/api/agency/positions')).toEqual(
      AGENCY_DEFAULT_POSITIONS,
    );
    const saved = await save(app.tokens.staff, '/api/agency/positions', {
      positions: ['Maid', ' Gardener', 'maid'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await positionsOf(app.tokens.agency, '/api/agency/positions')).toEqual([
      'Maid',
      'Gardener',
    ]);
  });

  it('belong to each agency apart, and never change the admin list', async () => {
    await app.t.database.db.insert(users).values({
      name: 'Second Agency',
      email: 'owner@second-agency.test',
      passwordHash: await hashPassword('second agency pass'),
      role: 'agency',
      agencyId: 2,
    });
    const other = await signIn(app.t.app, 'owner@second-agency.test', 'second agency pass');
    expect(await positionsOf(other, '/api/agency/positions')).toEqual(AGENCY_DEFAULT_POSITIONS);
    await save(other, '/api/agency/positions', { positions: ['Chef'] });
    expect(await positionsOf(other, '/api/agency/positions')).toEqual(['Chef']);
    expect(await positionsOf(app.tokens.agency, '/api/agency/positions')).not.toContain('Chef');
    expect(await positionsOf(app.tokens.admin, '/api/admin/positions')).not.toContain('Chef');
  });

  it('refuse visitors (401) and other roles (403) without saving', async () => {
    const before = await positionsOf(app.tokens.agency, '/api/agency/positions');
    expect((await save(null, '/api/agency/positions', { positions: ['X'] })).statusCode).toBe(401);
    for (const role of ['admin', 'client', 'candidate'] as const) {
      const refused = await save(app.tokens[role], '/api/agency/positions', { positions: ['X'] });
      expect(refused.statusCode, role).toBe(403);
      expect(
        (await callAs(app.t, app.tokens[role], { method: 'GET', url: '/api/agency/positions' }))
          .statusCode,
      ).toBe(403);
    }
    expect(await positionsOf(app.tokens.agency, '/api/agency/positions')).toEqual(before);
  });
});
