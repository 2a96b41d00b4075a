import {
  ROLES,
  type ManagedCandidate,
  type ManagedCandidateBodyInput,
  type ManagedCandidatesPage,
  type Role,
} from '@bayti/data/contract';
import { publicCandidates } from '@bayti/data/fixtures';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateContacts, candidates } from '../../db/schema';
import { MANAGED_SEED_CANDIDATES, SECOND_DEMO_AGENCY_ID } from '../../db/seed-agencies';
import { EXE, PDF, PNG, multipart, type MultipartPart } from '../../storage/test-files';
import { callAs, expectAdminOnly, signInEveryRole, type RoleTokens } from '../../test/admin-access';
import { signIn, type TestApp } from '../../test/harness';
import { startTestAppWithUploads } from '../../test/uploads-app';
import { managedCandidateForm } from '../../test/managed-candidate-form';

let t: TestApp;
let close: () => Promise<void>;
let tokens: RoleTokens;
let agency2: string;
beforeAll(async () => {
  ({ t, close } = await startTestAppWithUploads('managed'));
  tokens = await signInEveryRole(t);
  agency2 = await signIn(t.app, 'agency2@demo.bayti.ae');
});
afterAll(() => close());

const call = (token: string | null, options: InjectOptions) => callAs(t, token, options);
const json = <T>(response: { json(): unknown }) => response.json() as T;

const list = async (
  token: string,
  side: 'admin' | 'agency',
  query: Record<string, string> = {},
) => {
  const response = await call(token, {
    method: 'GET',
    url: `/api/${side}/candidates`,
    query,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: ManagedCandidatesPage }>(response).data;
};

const form = managedCandidateForm;

const create = (token: string, side: 'admin' | 'agency', payload: unknown) =>
  call(token, { method: 'POST', url: `/api/${side}/candidates`, payload: payload as object });
const created = async (token: string, side: 'admin' | 'agency', payload: unknown) => {
  const response = await create(token, side, payload);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { candidate: ManagedCandidate } }>(response).data.candidate;
};
const upload = (token: string, url: string, parts: MultipartPart[]) => {
  const body = multipart(parts);
  return call(token, { method: 'POST', url, headers: body.headers, payload: body.payload });
};

const OTHERS_THAN_AGENCY: Role[] = ROLES.filter((r) => r !== 'agency' && r !== 'staff');

describe('who may call', () => {
  /** Every endpoint of one side, on a candidate of that side. */
  const callsOf = (side: 'admin' | 'agency', id: number): InjectOptions[] => [
    { method: 'GET', url: `/api/${side}/candidates` },
    { method: 'POST', url: `/api/${side}/candidates`, payload: {} },
    { method: 'GET', url: `/api/${side}/candidates/${id}` },
    { method: 'PUT', url: `/api/${side}/candidates/${id}`, payload: {} },
    { method: 'POST', url: `/api/${side}/candidates/${id}/photo` },
    { method: 'POST', url: `/api/${side}/candidates/${id}/documents/Passport` },
  ];
  const adminCalls = callsOf('admin', 2);
  it.each(adminCalls.map((c) => [`${c.method} ${c.url}`, c] as const))(
    '%s is the admin’s alone',
    async (_name, options) => {
      await expectAdminOnly(t, tokens, options);
    },
  );

  const agencyCalls = callsOf('agency', 1);
  it.each(agencyCalls.map((c) => [`${c.method} ${c.url}`, c] as const))(
    '%s is for agency owners and staff only',
    async (_name, options) => {
      expect((await call(null, options)).statusCode).toBe(401);
      for (const role of OTHERS_THAN_AGENCY) {
        const refused = await call(tokens[role], options);
        expect(refused.statusCode, `${role}: ${refused.body}`).toBe(403);
      }
    },
  );

  it('refuses a refused create without writing anything', async () => {
    const before = (await list(tokens.admin, 'admin')).total;
    expect((await create(tokens.client, 'admin', form())).statusCode).toBe(403);
    expect((await create(tokens.admin, 'agency', form())).statusCode).toBe(403);
    expect((await list(tokens.admin, 'admin')).total).toBe(before);
  });
});

describe('the lists', () => {
  it('answers every candidate to the admin, with counts per status that add up', async () => {
    const page = await list(tokens.admin, 'admin', { pageSize: '100' });
    const [stored] = await t.database.db.select({ n: count() }).from(candidates);
    expect(page.total).toBe(stored!.n);
    expect(page.total).toBeGreaterThanOrEqual(
      publicCandidates.length + MANAGED_SEED_CANDIDATES.length,
    );
    expect(page.counts.all).toBe(page.total);
    const { all, ...byStatus } = page.counts;
    expect(Object.values(byStatus).reduce((a, b) => a + b, 0)).toBe(all);
    // The seed spreads the rows so that several tabs have some.
    expect(Object.values(byStatus).filter((n) => n > 0).length).toBeGreaterThan(5);
  });

  it('counts a change on the very next request, however it was written', async () => {
    const before = await list(tokens.admin, 'admin');
    expect(await list(tokens.admin, 'admin')).toEqual(before); // the counts now cached
    // A name of its own: other tests find their candidate by name.
    const candidate = await created(tokens.admin, 'admin', form({ firstName: 'Counted' }));
    const added = await list(tokens.admin, 'admin');
    expect(added.total).toBe(before.total + 1);
    expect(added.counts.shortlisted).toBe(before.counts.shortlisted + 1);
    // Straight to the database, as another server instance would write.
    const setStatus = (managedStatus: 'selected' | 'shortlisted') =>
      t.database.db
        .update(candidates)
        .set({ managedStatus })
        .where(eq(candidates.id, candidate.id));
    try {
      await setStatus('selected');
      const moved = await list(tokens.admin, 'admin');
      expect(moved.counts.shortlisted).toBe(before.counts.shortlisted);
      expect(moved.counts.selected).toBe(before.counts.selected + 1);
    } finally {
      // A selected row without a selection date would break the tab tests below.
      await setStatus('shortlisted');
    }
    expect((await list(tokens.admin, 'admin')).counts).toEqual(added.counts);
  });

  it('filters by status tab, keeping the counts of every tab', async () => {
    const all = await list(tokens.admin, 'admin');
    const page = await list(tokens.admin, 'admin', { status: 'selected' });
    expect(page.total).toBe(all.counts.selected);
    expect(page.counts).toEqual(all.counts);
    expect(page.items.every((row) => row.status === 'selected')).toBe(true);
    expect(page.items.every((row) => row.selectionDate !== null)).toBe(true);
  });

  it('searches name, position, gender and nationality case-insensitively, and the age', async () => {
    const byName = await list(tokens.admin, 'admin', { search: 'mARICEL' });
    expect(byName.items.map((row) => row.name)).toEqual(['Maricel Bautista']);
    const byPosition = await list(tokens.admin, 'admin', { search: 'gardener' });
    expect(byPosition.items.map((row) => row.name)).toEqual(['Nimal Perera']);
    const byNationality = await list(tokens.admin, 'admin', {
      search: 'sri lank',
      pageSize: '100',
    });
    expect(byNationality.items.every((row) => row.nationality === 'Sri Lankan')).toBe(true);
    expect(byNationality.total).toBeGreaterThan(0);
    const age = String(byName.items[0]!.age);
    const byAge = await list(tokens.admin, 'admin', { search: age, pageSize: '100' });
    expect(byAge.items.some((row) => row.name === 'Maricel Bautista')).toBe(true);
    expect(
      byAge.items.every((row) => String(row.age).includes(age) || row.age === Number(age)),
    ).toBe(true);
  });

  it('matches the date against the interview or the selection date', async () => {
    const { items } = await list(tokens.admin, 'admin', { pageSize: '100' });
    const withInterview = items.find((row) => row.interviewDate !== null)!;
    const page = await list(tokens.admin, 'admin', { date: withInterview.interviewDate! });
    expect(page.items.map((row) => row.id)).toContain(withInterview.id);
    expect(
      page.items.every(
        (row) =>
          row.interviewDate === withInterview.interviewDate ||
          row.selectionDate === withInterview.interviewDate,
      ),
    ).toBe(true);
  });

  it('sorts by age, name, gender and nationality', async () => {
    const ages = (await list(tokens.admin, 'admin', { sort: 'age-asc', pageSize: '100' })).items;
    expect(ages.map((r) => r.age)).toEqual([...ages.map((r) => r.age)].sort((a, b) => a - b));
    const older = (await list(tokens.admin, 'admin', { sort: 'age-desc', pageSize: '100' })).items;
    expect(older.map((r) => r.age)).toEqual([...older.map((r) => r.age)].sort((a, b) => b - a));
    const names = (await list(tokens.admin, 'admin', { sort: 'name-asc', pageSize: '100' })).items;
    const sorted = [...names.map((r) => r.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(names.map((r) => r.name)).toEqual(sorted);
    const reversed = (await list(tokens.admin, 'admin', { sort: 'name-desc', pageSize: '100' }))
      .items;
    expect(reversed.map((r) => r.name)).toEqual([...sorted].reverse());
    const genders = (await list(tokens.admin, 'admin', { sort: 'gender-asc', pageSize: '100' }))
      .items;
    expect(genders[0]!.gender).toBe('Female');
    const nations = (
      await list(tokens.admin, 'admin', { sort: 'nationality-asc', pageSize: '100' })
    ).items.map((r) => r.nationality);
    expect(nations).toEqual([...nations].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages, and filters by position and (for the admin) agency', async () => {
    const first = await list(tokens.admin, 'admin', { pageSize: '5' });
    const second = await list(tokens.admin, 'admin', { pageSize: '5', page: '2' });
    expect(first.items).toHaveLength(5);
    expect(second.items[0]!.id).toBeGreaterThan(first.items[4]!.id);
    const cooks = await list(tokens.admin, 'admin', { position: 'Cook', pageSize: '100' });
    expect(cooks.total).toBeGreaterThan(0);
    expect(cooks.items.every((row) => row.position === 'Cook')).toBe(true);
    const second2 = await list(tokens.admin, 'admin', {
      agencyId: String(SECOND_DEMO_AGENCY_ID),
      pageSize: '100',
    });
    expect(second2.items.every((row) => row.agencyId === SECOND_DEMO_AGENCY_ID)).toBe(true);
    expect(second2.items.map((r) => r.name)).toContain('Joy Villanueva');
  });

  it('answers an agency its own candidates only, whatever agencyId it sends', async () => {
    const own = await list(tokens.agency, 'agency', { pageSize: '100', agencyId: '3' });
    expect(own.total).toBeGreaterThan(0);
    expect(own.items.every((row) => row.agencyId === 1)).toBe(true);
    expect(own.items.map((r) => r.name)).not.toContain('Joy Villanueva');
    const staff = await list(tokens.staff, 'agency', { pageSize: '100' });
    expect(staff.items.map((r) => r.id)).toEqual(own.items.map((r) => r.id));
    const other = await list(agency2, 'agency', { pageSize: '100' });
    expect(other.items.every((row) => row.agencyId === SECOND_DEMO_AGENCY_ID)).toBe(true);
    expect(other.items.map((r) => r.name)).toContain('Joy Villanueva');
    expect(other.counts.all).toBe(other.total);
  });

  it('refuses an unknown sort or status', async () => {
    const queries: Record<string, string>[] = [
      { sort: 'salary' },
      { status: 'archived' },
      { date: '2026-13-01' },
    ];
    for (const query of queries) {
      const response = await call(tokens.admin, {
        method: 'GET',
        url: '/api/admin/candidates',
        query,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('adding and editing', () => {
  it('adds a shortlisted candidate for the admin, in the agency chosen, off the public list', async () => {
    const publicBefore = json<{ data: { total: number } }>(
      await call(null, { method: 'GET', url: '/api/candidates' }),
    ).data.total;
    const candidate = await created(tokens.admin, 'admin', {
      ...form(),
      status: 'hired',
      agencyId: 1,
    });
    expect(candidate.status).toBe('shortlisted');
    expect(candidate.agencyId).toBe(1);
    expect(candidate.profile).toMatchObject({
      firstName: 'Amina',
      coreSkills: ['Babycare', 'Cleaning'],
    });
    const listed = await list(tokens.admin, 'admin', { search: 'Amina Wanjiku' });
    expect(listed.items[0]).toMatchObject({
      id: candidate.id,
      name: 'Amina Wanjiku',
      position: 'Nanny',
      gender: 'Female',
      nationality: 'Kenyan',
      status: 'shortlisted',
      experience: '4 years 6 months',
    });
    // The agency it was given sees it; the public site does not.
    const agencyView = await call(tokens.agency, {
      method: 'GET',
      url: `/api/agency/candidates/${candidate.id}`,
    });
    expect(agencyView.statusCode).toBe(200);
    const publicAfter = json<{ data: { total: number } }>(
      await call(null, { method: 'GET', url: '/api/candidates' }),
    ).data.total;
    expect(publicAfter).toBe(publicBefore);
    expect(
      (await call(null, { method: 'GET', url: `/api/candidates/${candidate.id}` })).statusCode,
    ).toBe(404);
  });

  it('keeps an agency’s candidate its own and walls it off from other agencies', async () => {
    const candidate = await created(tokens.staff, 'agency', { ...form(), agencyId: 3 });
    expect(candidate.agencyId).toBe(1);
    const url = `/api/agency/candidates/${candidate.id}`;
    expect((await call(agency2, { method: 'GET', url })).statusCode).toBe(404);
    const put = await call(agency2, {
      method: 'PUT',
      url,
      payload: form({ firstName: 'Stolen' }) as object,
    });
    expect(put.statusCode).toBe(404);
    const photo = await upload(agency2, `${url}/photo`, [
      { name: 'file', filename: 'p.png', data: PNG },
    ]);
    expect(photo.statusCode).toBe(404);
    const read = json<{ data: { candidate: ManagedCandidate } }>(
      await call(tokens.agency, { method: 'GET', url }),
    ).data.candidate;
    expect(read.profile.firstName).toBe('Amina');
    // Ids reveal nothing: a missing id answers the same.
    expect(
      (await call(agency2, { method: 'GET', url: '/api/agency/candidates/999999' })).statusCode,
    ).toBe(404);
    expect(
      (await call(agency2, { method: 'GET', url: '/api/agency/candidates/99999999999' }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps the status on an edit that sends none, and saves the one sent', async () => {
    const candidate = await created(tokens.admin, 'admin', form({ firstName: 'Keep' }));
    const url = `/api/admin/candidates/${candidate.id}`;
    const moved = await call(tokens.admin, {
      method: 'PUT',
      url,
      payload: {
        ...form({ firstName: 'Keep' }),
        status: 'interviewed',
        interviewDate: '2026-12-01',
        interviewTime: '10:30',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const edited = await call(tokens.admin, {
      method: 'PUT',
      url,
      payload: form({ firstName: 'Kept', middleName: 'M' }) as object,
    });
    const saved = json<{ data: { candidate: ManagedCandidate } }>(edited).data.candidate;
    expect(saved.status).toBe('interviewed');
    expect(saved.profile.status).toBe('interviewed');
    const row = (await list(tokens.admin, 'admin', { search: 'Kept M Wanjiku' })).items[0];
    expect(row).toMatchObject({ status: 'interviewed', name: 'Kept M Wanjiku' });
  });

  it('reads a profile derived from the public columns for a row no form has saved', async () => {
    const response = await call(tokens.admin, { method: 'GET', url: '/api/admin/candidates/2' });
    expect(response.statusCode, response.body).toBe(200);
    const { profile } = json<{ data: { candidate: ManagedCandidate } }>(response).data.candidate;
    expect(profile).toMatchObject({ firstName: 'Priya', lastName: 'Nair', nationality: 'Indian' });
    expect(profile.languages.map((l) => l.language)).toContain('English');
  });

  it('enforces the form rules, field by field, writing nothing', async () => {
    const emptyVisa = {
      type: 'Visa',
      number: '',
      country: '',
      issueDate: null,
      expiryDate: null,
      file: null,
    } as const;
    const before = (await list(tokens.admin, 'admin')).total;
    const cases: [Partial<ManagedCandidateBodyInput>, string][] = [
      [{ firstName: '' }, 'firstName'],
      [{ lastName: '  ' }, 'lastName'],
      [{ currentCity: '' }, 'currentCity'],
      [{ streetAddress: '' }, 'streetAddress'],
      [{ coreSkills: ['Babycare', 'Cleaning', 'Cooking', 'Driving'] }, 'coreSkills'],
      [{ coreSkills: ['Babycare', 'Babycare'] }, 'coreSkills'],
      [{ otherSkills: ['Ironing', 'Ironing'] }, 'otherSkills'],
      [
        {
          experiences: [
            {
              position: 'Nanny',
              country: '',
              from: null,
              to: null,
              totalExperience: '',
              contractType: '',
              client: '',
              note: '',
            },
          ],
        },
        'experiences.0.country',
      ],
      [
        {
          documents: [emptyVisa, emptyVisa],
        },
        'documents',
      ],
      [{ dateOfBirth: `${new Date().getUTCFullYear() - 17}-01-01` }, 'dateOfBirth'],
    ];
    for (const [override, field] of cases) {
      const response = await create(tokens.admin, 'admin', form(override));
      expect(response.statusCode, field).toBe(400);
      const { error } = json<{ error: { code: string; fields: Record<string, string> } }>(response);
      expect(error.code).toBe('validation');
      expect(Object.keys(error.fields), response.body).toContain(field);
    }
    const { salutation: _s, workingDays: _w, ...missing } = form();
    const missingResponse = await create(tokens.agency, 'agency', missing);
    expect(missingResponse.statusCode).toBe(400);
    expect(Object.keys(json<{ error: { fields: object } }>(missingResponse).error.fields)).toEqual(
      expect.arrayContaining(['salutation', 'workingDays']),
    );
    const unknownAgency = await create(tokens.admin, 'admin', { ...form(), agencyId: 9999 });
    expect(unknownAgency.statusCode).toBe(400);
    expect(json<{ error: { fields: object } }>(unknownAgency).error.fields).toHaveProperty(
      'agencyId',
    );
    expect((await list(tokens.admin, 'admin')).total).toBe(before);
  });

  it('answers field errors in Arabic for an Arabic reader', async () => {
    const response = await call(tokens.admin, {
      method: 'POST',
      url: '/api/admin/candidates',
      headers: { 'accept-language': 'ar' },
      payload: form({ coreSkills: ['Babycare', 'Cleaning', 'Cooking', 'Driving'] }) as object,
    });
    expect(response.statusCode).toBe(400);
    const { error } = json<{ error: { fields: Record<string, string> } }>(response);
    expect(error.fields.coreSkills).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('uploads', () => {
  it('takes a profile image, serves it to the admin and her agency only', async () => {
    const candidate = await created(tokens.agency, 'agency', form({ firstName: 'Photo' }));
    const response = await upload(tokens.agency, `/api/agency/candidates/${candidate.id}/photo`, [
      { name: 'file', filename: 'face.png', data: PNG },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { fullImage } = json<{ data: { candidate: ManagedCandidate } }>(response).data.candidate
      .profile;
    expect(fullImage).toMatch(new RegExp(`^/api/managed-candidates/${candidate.id}/files/media/`));
    for (const token of [tokens.admin, tokens.agency, tokens.staff]) {
      const file = await call(token, { method: 'GET', url: fullImage! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.rawPayload.equals(PNG)).toBe(true);
    }
    expect((await call(agency2, { method: 'GET', url: fullImage! })).statusCode).toBe(404);
    expect((await call(tokens.client, { method: 'GET', url: fullImage! })).statusCode).toBe(403);
    expect((await call(null, { method: 'GET', url: fullImage! })).statusCode).toBe(401);
    // Content decides, not the name.
    const refused = await upload(tokens.agency, `/api/agency/candidates/${candidate.id}/photo`, [
      { name: 'file', filename: 'face.png', data: EXE },
    ]);
    expect(refused.statusCode).toBe(400);
    // A new image replaces the old one, whose file is gone.
    const replaced = await upload(tokens.admin, `/api/admin/candidates/${candidate.id}/photo`, [
      { name: 'file', filename: 'face2.png', data: PNG },
    ]);
    const next = json<{ data: { candidate: ManagedCandidate } }>(replaced).data.candidate.profile
      .fullImage;
    expect(next).not.toBe(fullImage);
    expect((await call(tokens.admin, { method: 'GET', url: fullImage! })).statusCode).toBe(404);
  });

  it('shows her uploaded photo to everyone once she is listed, and only then', async () => {
    const candidate = await created(tokens.agency, 'agency', form({ firstName: 'Listed' }));
    const uploaded = await upload(tokens.agency, `/api/agency/candidates/${candidate.id}/photo`, [
      { name: 'file', filename: 'face.png', data: PNG },
    ]);
    const { fullImage } = json<{ data: { candidate: ManagedCandidate } }>(uploaded).data.candidate
      .profile;
    const name = fullImage!.slice(fullImage!.lastIndexOf('/') + 1);
    const publicPhoto = `/api/candidates/${candidate.id}/photo/${name}`;
    const published = await call(tokens.agency, {
      method: 'POST',
      url: `/api/agency/candidates/${candidate.id}/listing`,
      payload: {
        salaryBand: '2000-2500',
        visa: 'Own Visa',
        contactRoute: 'agency',
        noFeeTaken: true,
      },
    });
    expect(published.statusCode, published.body).toBe(200);
    // In review: not public yet, whoever asks.
    expect((await call(null, { method: 'GET', url: publicPhoto })).statusCode).toBe(404);

    const { items } = json<{ data: { items: { id: number; candidate: { id: number } }[] } }>(
      await call(tokens.admin, { method: 'GET', url: '/api/admin/moderation/reviews' }),
    ).data;
    const review = items.find((item) => item.candidate.id === candidate.id)!;
    const approved = await call(tokens.admin, {
      method: 'POST',
      url: `/api/admin/moderation/reviews/${review.id}/decision`,
      payload: { decision: 'approve' },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const card = json<{ data: { candidate: { image: string } } }>(
      await call(null, { method: 'GET', url: `/api/candidates/${candidate.id}` }),
    ).data.candidate;
    expect(card.image).toBe(publicPhoto);
    const photo = await call(null, { method: 'GET', url: publicPhoto });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    // Her other files, and another name, stay private.
    expect((await call(null, { method: 'GET', url: fullImage! })).statusCode).toBe(401);
    const other = `/api/candidates/${candidate.id}/photo/${'0'.repeat(32)}.png`;
    expect((await call(null, { method: 'GET', url: other })).statusCode).toBe(404);

    // Unpublished, she is off the site, and so is her photo.
    await call(tokens.agency, {
      method: 'DELETE',
      url: `/api/agency/candidates/${candidate.id}/listing`,
    });
    expect((await call(null, { method: 'GET', url: publicPhoto })).statusCode).toBe(404);
  });

  it('keeps one document per type, its file replaced by a new upload', async () => {
    const candidate = await created(tokens.admin, 'admin', form({ firstName: 'Docs' }));
    const url = `/api/admin/candidates/${candidate.id}/documents/Passport`;
    const first = await upload(tokens.admin, url, [
      { name: 'file', filename: 'passport.pdf', data: PDF },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const second = await upload(tokens.admin, url, [
      { name: 'file', filename: 'passport.pdf', data: PDF },
    ]);
    const { documents } = json<{ data: { candidate: ManagedCandidate } }>(second).data.candidate
      .profile;
    expect(documents.filter((doc) => doc.type === 'Passport')).toHaveLength(1);
    expect(documents[0]).toMatchObject({ number: 'AK1234567', type: 'Passport' });
    const file = await call(tokens.admin, { method: 'GET', url: documents[0]!.file! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/attachment/);
    // A new type is added as its own record.
    const visa = await upload(
      tokens.admin,
      `/api/admin/candidates/${candidate.id}/documents/Visa`,
      [{ name: 'file', filename: 'visa.pdf', data: PDF }],
    );
    const types = json<{ data: { candidate: ManagedCandidate } }>(
      visa,
    ).data.candidate.profile.documents.map((doc) => doc.type);
    expect(types).toEqual(['Passport', 'Visa']);
    const badType = await upload(
      tokens.admin,
      `/api/admin/candidates/${candidate.id}/documents/Diploma`,
      [{ name: 'file', filename: 'x.pdf', data: PDF }],
    );
    expect(badType.statusCode).toBe(400);
  });
});

describe('her own numbers', () => {
  const PHONE = { countryCode: '+254', number: '712345678' };
  const WHATSAPP = { countryCode: '+971', number: '501234567' };
  const photo = '/images/candidates/grace-wanjiku.svg';
  const url = (id: number) => `/api/agency/candidates/${id}`;
  const candidateOf = (response: { json(): unknown }) =>
    json<{ data: { candidate: ManagedCandidate } }>(response).data.candidate;
  const put = (id: number, payload: unknown, token = tokens.agency) =>
    call(token, { method: 'PUT', url: url(id), payload: payload as object });
  const storedOf = (id: number) =>
    t.database.db.select().from(candidateContacts).where(eq(candidateContacts.candidateId, id));

  it('are saved with the form, typed as the worker types hers, and read back', async () => {
    const candidate = await created(
      tokens.agency,
      'agency',
      form({ phone: { countryCode: '+254', number: '0712 345-678' }, whatsapp: WHATSAPP }),
    );
    expect(candidate.profile).toMatchObject({ phone: PHONE, whatsapp: WHATSAPP });
    expect(await storedOf(candidate.id)).toEqual([
      { candidateId: candidate.id, phone: '+254 712345678', whatsapp: '+971 501234567' },
    ]);
    const read = candidateOf(await call(tokens.agency, { method: 'GET', url: url(candidate.id) }));
    expect(read.profile).toMatchObject({ phone: PHONE, whatsapp: WHATSAPP });

    // Changed, kept by a save that does not send them, removed when both are cleared.
    const changed = await put(candidate.id, form({ phone: WHATSAPP, whatsapp: PHONE }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(candidateOf(changed).profile).toMatchObject({ phone: WHATSAPP, whatsapp: PHONE });
    const kept = await put(candidate.id, form({ firstName: 'Kept' }));
    expect(candidateOf(kept).profile).toMatchObject({ phone: WHATSAPP, whatsapp: PHONE });
    const cleared = await put(candidate.id, form({ phone: null, whatsapp: null }));
    expect(candidateOf(cleared).profile).toMatchObject({ phone: null, whatsapp: null });
    expect(await storedOf(candidate.id)).toEqual([]);
    // Never in the saved form itself: candidate_contacts keeps them.
    const [row] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidate.id));
    expect(row!.managedProfile).not.toHaveProperty('phone');
  });

  it('a candidate without numbers reads null for both', async () => {
    const candidate = await created(tokens.agency, 'agency', form());
    expect(candidate.profile).toMatchObject({ phone: null, whatsapp: null });
  });

  it('refuses a bad number or only one of them with a field error, storing nothing', async () => {
    const candidate = await created(
      tokens.agency,
      'agency',
      form({ phone: PHONE, whatsapp: WHATSAPP }),
    );
    const refused: [unknown, string][] = [
      [{ phone: { countryCode: '+254', number: '12345' }, whatsapp: WHATSAPP }, 'phone.number'],
      // India's code is not a Kenyan's home.
      [
        { phone: { countryCode: '+91', number: '9876543210' }, whatsapp: WHATSAPP },
        'phone.countryCode',
      ],
      [{ phone: PHONE, whatsapp: null }, 'whatsapp.number'],
      [{ phone: PHONE, whatsapp: { countryCode: '+971', number: '' } }, 'whatsapp.number'],
    ];
    for (const [numbers, field] of refused) {
      const response = await put(candidate.id, {
        ...form({ firstName: 'Refused' }),
        ...(numbers as object),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(json<{ error: { fields: object } }>(response).error.fields)).toEqual([
        field,
      ]);
    }
    const before = (await list(tokens.admin, 'admin')).total;
    const notCreated = await create(tokens.agency, 'agency', form({ phone: PHONE }));
    expect(notCreated.statusCode).toBe(400);
    expect((await list(tokens.admin, 'admin')).total).toBe(before);
    expect(await storedOf(candidate.id)).toEqual([
      { candidateId: candidate.id, phone: '+254 712345678', whatsapp: '+971 501234567' },
    ]);
    const [row] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidate.id));
    expect(row!.name).toBe('Amina Wanjiku');
  });

  it("are agency A's alone: agency B can neither read nor change them", async () => {
    const candidate = await created(
      tokens.agency,
      'agency',
      form({ phone: PHONE, whatsapp: WHATSAPP }),
    );
    expect((await call(agency2, { method: 'GET', url: url(candidate.id) })).statusCode).toBe(404);
    expect(
      (await put(candidate.id, form({ phone: null, whatsapp: null }), agency2)).statusCode,
    ).toBe(404);
    expect(await storedOf(candidate.id)).toHaveLength(1);
  });

  it("satisfy the 'own' route: a family with a plan reaches her on them once she is approved", async () => {
    const candidate = await created(tokens.agency, 'agency', form({ fullImage: photo }));
    const listing = {
      salaryBand: '2000-2500',
      visa: 'Own Visa',
      contactRoute: 'own',
      noFeeTaken: true,
    };
    const publish = () =>
      call(tokens.agency, {
        method: 'POST',
        url: `${url(candidate.id)}/listing`,
        payload: listing,
      });
    const refused = await publish();
    expect(refused.statusCode).toBe(400);
    expect(json<{ error: { fields: object } }>(refused).error.fields).toHaveProperty('ownNumbers');

    const saved = await put(
      candidate.id,
      form({ fullImage: photo, phone: PHONE, whatsapp: WHATSAPP }),
    );
    expect(candidateOf(saved).listing.missing).not.toContain('ownNumbers');
    const published = await publish();
    expect(published.statusCode, published.body).toBe(200);
    expect(candidateOf(published).listing).toMatchObject({ status: 'in_review', missing: [] });

    const { items } = json<{ data: { items: { id: number; candidate: { id: number } }[] } }>(
      await call(tokens.admin, {
        method: 'GET',
        url: '/api/admin/moderation/reviews?pageSize=100',
      }),
    ).data;
    const review = items.find((item) => item.candidate.id === candidate.id)!;
    const approved = await call(tokens.admin, {
      method: 'POST',
      url: `/api/admin/moderation/reviews/${review.id}/decision`,
      payload: { decision: 'approve' },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const contactUrl = `/api/candidates/${candidate.id}/contact`;
    const contact = await call(tokens.client, { method: 'GET', url: contactUrl });
    expect(contact.statusCode, contact.body).toBe(200);
    expect(json<{ data: { contact: object } }>(contact).data.contact).toEqual({
      phone: '+254 712345678',
      whatsapp: '+971 501234567',
      location: 'Dubai',
    });

    // New numbers are not a public change: she stays listed, reached on them at once.
    const renumbered = await put(
      candidate.id,
      form({ fullImage: photo, phone: WHATSAPP, whatsapp: PHONE }),
    );
    expect(renumbered.statusCode, renumbered.body).toBe(200);
    expect(candidateOf(renumbered).listing).toMatchObject({ status: 'listed', missing: [] });
    expect(
      json<{ data: { contact: object } }>(
        await call(tokens.client, { method: 'GET', url: contactUrl }),
      ).data.contact,
    ).toMatchObject({ phone: '+971 501234567', whatsapp: '+254 712345678' });
  });
});
