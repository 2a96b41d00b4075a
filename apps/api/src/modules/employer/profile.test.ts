import type { EmployerProfile } from '@bayti/data/contract';
import { employerProfileSample } from '@bayti/data/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type TestApp } from '../../test/harness';
import { registerFamily, type TestFamily } from '../../test/families';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = async (f: TestFamily) => {
  const response = await f.call({ method: 'GET', url: '/api/employer/profile' });
  expect(response.statusCode).toBe(200);
  return body<{ data: { profile: EmployerProfile } }>(response).data.profile;
};
const put = (f: TestFamily, payload: unknown) =>
  f.call({ method: 'PUT', url: '/api/employer/profile', payload: payload as object });

const profile = (name: string, email: string): EmployerProfile => ({
  ...employerProfileSample,
  name,
  email,
});

describe('employer profile', () => {
  it('starts from the account: name, email and empty details', async () => {
    const family = await registerFamily(t.app, 'Noura Khalid');
    expect(await get(family)).toEqual({
      name: 'Noura Khalid',
      email: family.email,
      role: '',
      mobile: '',
      address: '',
      age: null,
      gender: null,
      maritalStatus: null,
      nationality: '',
      occupation: '',
      income: '',
      family: { spouseCount: 0, adults: [], kids: [], elders: [] },
      staff: { department: '', role: '', teamSize: 0, supervisor: '', joiningDate: null },
    });
  });

  it('saves all three tabs, keeps them, and renames the account', async () => {
    const family = await registerFamily(t.app, 'Old Name');
    const saved = profile('Noura Al Mansoori', 'noura@example.ae');
    const response = await put(family, saved);
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response)).toEqual({ data: { profile: saved } });
    expect(await get(family)).toEqual(saved);
    const me = await family.call({ method: 'GET', url: '/api/auth/me' });
    expect(body(me)).toMatchObject({ user: { name: 'Noura Al Mansoori', email: family.email } });

    const changed = {
      ...saved,
      family: { ...saved.family, kids: [], spouseCount: 0 },
      staff: { ...saved.staff, joiningDate: '2026-01-04' },
    };
    expect((await put(family, changed)).statusCode).toBe(200);
    expect(await get(family)).toEqual(changed);
  });

  it.each([
    ['name', { name: '  ' }],
    ['email', { email: 'not an email' }],
    ['age', { age: -1 }],
    ['gender', { gender: 'Other' }],
    ['maritalStatus', { maritalStatus: 'Engaged' }],
    ['family.spouseCount', { family: { ...employerProfileSample.family, spouseCount: 1.5 } }],
    [
      'family.kids.0.age',
      {
        family: {
          ...employerProfileSample.family,
          kids: [{ gender: 'Male', age: 'three', relation: 'Son' }],
        },
      },
    ],
    [
      'family.elders.0.relation',
      { family: { ...employerProfileSample.family, elders: [{ gender: 'Female', age: 70 }] } },
    ],
    ['staff.joiningDate', { staff: { ...employerProfileSample.staff, joiningDate: '4 Jan' } }],
    ['staff.teamSize', { staff: { ...employerProfileSample.staff, teamSize: -2 } }],
    ['password', { password: 'x' }],
  ])('refuses an invalid %s with a field message and stores nothing', async (field, change) => {
    const family = await registerFamily(t.app, 'Kept Name');
    const before = await get(family);
    const response = await put(family, { ...profile('Kept Name', family.email), ...change });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      error: { code: 'validation', fields: { [field]: expect.any(String) } },
    });
    expect(await get(family)).toEqual(before);
  });

  it('keeps each family’s profile its own', async () => {
    const a = await registerFamily(t.app, 'Family A');
    const b = await registerFamily(t.app, 'Family B');
    await put(a, profile('Family A', 'a@example.ae'));
    expect(await get(b)).toMatchObject({ name: 'Family B', email: b.email, address: '' });
  });
});
