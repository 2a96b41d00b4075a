import { agencySchema, type Agency } from '@bayti/data/contract';
import { agencies as agencyFixtures, cities, countries } from '@bayti/data/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { agencies, users } from '../../db/schema';
import { bearer, body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['admin', 'agency', 'staff', 'client', 'candidate'] as const) {
    tokens[role] = await signIn(t.app, demoEmail(role));
  }
});
afterAll(() => t.close());

const URL = '/api/agencies/my-agency';
const getAgency = (token?: string) =>
  t.app.inject({ method: 'GET', url: URL, headers: token ? bearer(token) : {} });
const putAgency = (payload: unknown, token = tokens.agency) =>
  t.app.inject({
    method: 'PUT',
    url: URL,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
const agencyOf = (response: { json(): unknown }) =>
  (response.json() as { data: { agency: Agency } }).data.agency;

/** The fixture agency as my-agency shows it (the admin-only fields stripped). */
const fixtureAgency = (id: number) => agencySchema.parse(agencyFixtures.find((a) => a.id === id));

describe('GET /api/agencies/my-agency', () => {
  it("answers the agency owner's agency in its snake-case server shape", async () => {
    const response = await getAgency(tokens.agency);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ data: { agency: fixtureAgency(1) } });
    const agency = agencyOf(response);
    expect(agency.city?.country).toEqual({ id: 1, name: 'United Arab Emirates' });
    expect(agency.working_days_list).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'sunday',
    ]);
  });

  it('answers a staff member the agency they work for', async () => {
    expect(agencyOf(await getAgency(tokens.staff))).toEqual(fixtureAgency(1));
  });

  it('scopes each member to their own agency', async () => {
    const email = 'staff-of-agency-2@example.com';
    await t.database.db.insert(users).values({
      name: 'Wanjiru',
      email,
      passwordHash: await hashPassword('staff password'),
      role: 'staff',
      agencyId: 2,
    });
    const token = await signIn(t.app, email, 'staff password');
    expect(agencyOf(await getAgency(token))).toEqual(fixtureAgency(2));
  });

  it.each(['client', 'candidate', 'admin'])('refuses a %s with 403', async (role) => {
    const response = await getAgency(tokens[role]);
    expect(response.statusCode).toBe(403);
    expect(body(response)).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('refuses a visitor with 401', async () => {
    expect((await getAgency()).statusCode).toBe(401);
  });
});

describe('PUT /api/agencies/my-agency', () => {
  it('changes only the fields sent and answers the updated agency', async () => {
    const before = agencyOf(await getAgency(tokens.agency));
    const response = await putAgency({
      about: 'We place nannies.',
      working_hours: '09:00 - 17:00',
    });
    expect(response.statusCode).toBe(200);
    const after = agencyOf(response);
    expect(after).toEqual({
      ...before,
      about: 'We place nannies.',
      working_hours: '09:00 - 17:00',
    });
    expect(agencyOf(await getAgency(tokens.staff))).toEqual(after);
  });

  it('lets staff update their agency too', async () => {
    const response = await putAgency({ contact_person: 'Hessa Al Marri' }, tokens.staff);
    expect(response.statusCode).toBe(200);
    expect(agencyOf(response).contact_person).toBe('Hessa Al Marri');
  });

  it('derives the working-days list from the map', async () => {
    const working_days = {
      monday: true,
      tuesday: true,
      wednesday: false,
      thursday: false,
      friday: false,
      saturday: true,
      sunday: false,
    };
    const agency = agencyOf(await putAgency({ working_days }));
    expect(agency.working_days).toEqual(working_days);
    expect(agency.working_days_list).toEqual(['monday', 'tuesday', 'saturday']);
  });

  it('moves the agency to another city with its country and address', async () => {
    const sharjah = cities.find((city) => city.name === 'Sharjah')!;
    const agency = agencyOf(await putAgency({ city_id: sharjah.id, street_address: 'Al Majaz 3' }));
    expect(agency.city).toEqual({ ...sharjah, country: countries[0] });
    expect(agency.city_id).toBe(sharjah.id);
    expect(agency.full_address).toBe('Al Majaz 3, Sharjah, United Arab Emirates');
  });

  it('keeps name in step with agency_name and trims and lower-cases what it should', async () => {
    const agency = agencyOf(
      await putAgency({
        agency_name: '  Al Noor Services  ',
        email: ' Office@AlNoor.Example.com ',
      }),
    );
    expect(agency.agency_name).toBe('Al Noor Services');
    expect(agency.name).toBe('Al Noor Services');
    expect(agency.email).toBe('office@alnoor.example.com');
  });

  it('clears an optional value sent as null', async () => {
    const agency = agencyOf(await putAgency({ social_link: null, registration: null }));
    expect(agency.social_link).toBeNull();
    expect(agency.registration).toBeNull();
  });

  it('stores the Social Media links, http(s) only', async () => {
    const agency = agencyOf(
      await putAgency({
        facebook: 'https://facebook.com/alnoor',
        instagram: null,
        twitter: 'https://x.com/alnoor',
      }),
    );
    expect(agency).toMatchObject({
      facebook: 'https://facebook.com/alnoor',
      instagram: null,
      twitter: 'https://x.com/alnoor',
    });
    expect((await putAgency({ twitter: 'javascript:alert(1)' })).statusCode).toBe(400);
  });

  it('records when it changed', async () => {
    const before = t.clock.now();
    t.clock.advance(60_000);
    await putAgency({ taxation: 'TRN 1' });
    const [row] = await t.database.db.select().from(agencies).where(eq(agencies.id, 1));
    expect(row!.updatedAt.getTime()).toBeGreaterThan(before.getTime());
  });

  it.each([99_999, 99_999_999_999])('refuses city %i, which does not exist', async (cityId) => {
    const response = await putAgency({ city_id: cityId });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({
      error: {
        code: 'validation',
        message: 'Please check the highlighted fields.',
        fields: { city_id: 'Choose a city from the list.' },
        messageId: 'error.checkFields',
      },
    });
  });

  it.each([
    ['email', { email: 'not an email' }],
    ['contact_person_email', { contact_person_email: 'x@' }],
    ['mobile_number', { mobile_number: 'call me' }],
    ['contact_person_mobile', { contact_person_mobile: '12' }],
    ['social_link', { social_link: 'javascript:alert(1)' }],
    ['social_link', { social_link: 'not a url' }],
    ['city_id', { city_id: 'Dubai' }],
    ['agency_name', { agency_name: '' }],
    ['working_days', { working_days: { monday: true } }],
    ['about', { about: 'x'.repeat(2001) }],
  ])('names %s when it is invalid', async (field, payload) => {
    const response = await putAgency(payload);
    expect(response.statusCode).toBe(400);
    const { fields } = body<{ error: { fields: Record<string, string> } }>(response).error;
    expect(Object.keys(fields).some((key) => key === field || key.startsWith(`${field}.`))).toBe(
      true,
    );
  });

  it('refuses an unknown field by name', async () => {
    const response = await putAgency({ about: 'ok', rating: 5 });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      error: { code: 'validation', fields: { rating: expect.any(String) } },
    });
  });

  it('refuses a body with nothing to change', async () => {
    const response = await putAgency({});
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      error: { code: 'validation', message: 'No changes detected to save.' },
    });
  });

  it('checks access before the body: 401 for a visitor, 403 for a family', async () => {
    expect((await putAgency({ bogus: true }, '')).statusCode).toBe(401);
    expect((await putAgency({ about: 'hijack' }, tokens.client)).statusCode).toBe(403);
    expect((await putAgency({ about: 'hijack' }, tokens.admin)).statusCode).toBe(403);
    expect(agencyOf(await getAgency(tokens.agency)).about).not.toBe('hijack');
  });
});
