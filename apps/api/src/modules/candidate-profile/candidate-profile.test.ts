import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ageOn,
  MAX_IMAGE_BYTES,
  type CandidateProfileState,
  type CandidateSelfProfileFormInput,
  type CandidatesPage,
  type PublicCandidate,
} from '@bayti/data/contract';
import { publicCandidates } from '@bayti/data/fixtures';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateContacts, candidates } from '../../db/schema';
import { HTML, JPEG, MP4, PNG, SVG, filesUnder, multipart } from '../../storage/test-files';
import { bearer, body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';
import { signUpVerified } from '../../test/sign-up';

let t: TestApp;
let uploads: string;
let maria: string;
beforeAll(async () => {
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'bayti-profile-'));
  t = await startTestApp({ UPLOADS_DIR: uploads });
  maria = await signIn(t.app, demoEmail('candidate'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(uploads, { recursive: true, force: true });
});

let counter = 0;
/** A new worker account that verified her email, signed in. */
async function newWorker(name = 'Joy Mendoza') {
  const { token } = await signUpVerified(t.app, {
    name,
    email: `worker${++counter}@example.com`,
    password: 'long enough pw',
    role: 'candidate',
  });
  return token;
}

const FORM: CandidateSelfProfileFormInput = {
  nationality: 'Kenyan',
  religion: 'Christian',
  maritalStatus: 'Married',
  dateOfBirth: '1995-03-20',
  gender: 'Female',
  visaStatus: 'Employment',
  visaExpiry: '2027-06-30',
  experience: '2 years',
  childcare: ['Newborn', 'Older'],
  languages: ['English', 'Arabic'],
  skills: ['Babycare', 'Driving'],
  jobPreference: 'Live-out',
  location: 'Sharjah',
  salary: 2200,
  availableFrom: '2026-12-15',
  immediateAvailable: false,
  kids: [{ gender: 'Male', age: 6 }],
  phone: { countryCode: '+254', number: '712345678' },
  whatsapp: { countryCode: '+971', number: '501234567' },
};

const request = (
  method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  extra: { payload?: unknown; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(token ? bearer(token) : {}), ...extra.headers },
    ...(extra.payload === undefined ? {} : { payload: extra.payload as object }),
  });

const state = async (token: string) => {
  const response = await request('GET', '/candidate/profile', token);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: CandidateProfileState }>(response).data;
};
const save = (token: string, form: unknown) =>
  request('PUT', '/candidate/profile', token, { payload: form });
const upload = (token: string | undefined, url: string, filename: string, data: Buffer) => {
  const form = multipart([{ name: 'file', filename, data }]);
  return request('POST', url, token, { payload: form.payload, headers: form.headers });
};
/** Submits her saved profile and has an admin approve it: it is listed (docs/decisions/0022). */
async function listIt(token: string): Promise<CandidateProfileState> {
  const submitted = await request('POST', '/candidate/profile/listing', token);
  expect(submitted.statusCode, submitted.body).toBe(200);
  const admin = await signIn(t.app, demoEmail('admin'));
  const queue = await request('GET', '/admin/moderation/reviews?pageSize=100', admin);
  const { name } = await state(token);
  const review = body<{ data: { items: { id: number; candidate: { name: string } }[] } }>(
    queue,
  ).data.items.find((item) => item.candidate.name === name)!;
  const approved = await request('POST', `/admin/moderation/reviews/${review.id}/decision`, admin, {
    payload: { decision: 'approve' },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return state(token);
}

const listNames = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/candidates?pageSize=100${query}`,
  });
  return body<{ data: CandidatesPage }>(response).data.candidates.map((c) => c.name);
};

describe('the demo worker', () => {
  it('owns the seeded Maria Santos profile: complete, visible, listed, with a photo', async () => {
    const data = await state(maria);
    expect(data).toMatchObject({
      name: 'Maria Santos',
      visible: true,
      complete: true,
      missing: [],
      candidateId: 1,
    });
    expect(data.profile).toMatchObject({
      nationality: 'Filipino',
      age: 29,
      gender: 'Female',
      visaStatus: 'Employment',
      experience: '3+ years',
      jobPreference: 'Live-in',
      salary: 2500,
      skills: ['Babycare', 'Cleaning', 'Cooking'],
      childcare: ['Newborn', 'Toddler'],
      languages: ['English', 'Other'],
      image: publicCandidates[0]!.image,
      // Her seeded numbers, read back as the form holds them.
      phone: { countryCode: '+971', number: '502143381' },
      whatsapp: { countryCode: '+971', number: '502143381' },
    });
  });
});

describe('access', () => {
  it('is for workers only: 401 signed out, 403 for other roles', async () => {
    expect((await request('GET', '/candidate/profile')).statusCode).toBe(401);
    for (const role of ['client', 'agency', 'admin'] as const) {
      const token = await signIn(t.app, demoEmail(role));
      expect((await request('GET', '/candidate/profile', token)).statusCode, role).toBe(403);
      expect((await save(token, FORM)).statusCode, role).toBe(403);
      expect((await upload(token, '/candidate/profile/photo', 'me.png', PNG)).statusCode).toBe(403);
    }
    expect((await upload(undefined, '/candidate/profile/photo', 'me.png', PNG)).statusCode).toBe(
      401,
    );
    expect(await filesUnder(uploads)).toEqual([]);
  });
});

describe('a new worker', () => {
  it('starts empty, with every requirement missing and no public profile', async () => {
    const token = await newWorker();
    const data = await state(token);
    expect(data).toMatchObject({
      name: 'Joy Mendoza',
      visible: true,
      complete: false,
      candidateId: null,
    });
    expect(data.profile).toMatchObject({ nationality: null, age: null, location: '', image: null });
    expect(data.missing).toEqual([
      'nationality',
      'religion',
      'maritalStatus',
      'dateOfBirth',
      'gender',
      'visaStatus',
      'visaExpiry',
      'experience',
      'jobPreference',
      'location',
      'salary',
      'phone',
      'whatsapp',
      'image',
    ]);
  });

  it('is refused on missing starred fields, an age under 18 and a date with immediate availability', async () => {
    const token = await newWorker();
    const { nationality: _n, location: _l, ...partial } = FORM;
    const missing = await save(token, { ...partial, location: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(body<{ error: { fields: Record<string, string> } }>(missing).error.fields).toMatchObject(
      {
        nationality: expect.any(String),
        location: 'Enter your preferred location',
      },
    );
    const seventeen = `${t.clock.now().getUTCFullYear() - 17}-01-01`;
    const young = await save(token, { ...FORM, dateOfBirth: seventeen });
    expect(young.statusCode).toBe(400);
    expect(Object.keys(body<{ error: { fields: object } }>(young).error.fields)).toEqual([
      'dateOfBirth',
    ]);
    const both = await save(token, { ...FORM, immediateAvailable: true });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(body<{ error: { fields: object } }>(both).error.fields)).toEqual([
      'availableFrom',
    ]);
    expect((await save(token, { ...FORM, salary: 0 })).statusCode).toBe(400);
    expect((await save(token, { ...FORM, nationality: 'Ugandan' })).statusCode).toBe(400);
    // Nothing was stored.
    expect((await state(token)).complete).toBe(false);
  });

  it('saves the form, reads it back, and appears in /candidates once she adds a photo', async () => {
    const token = await newWorker('Wanjiru Kamau');
    const saved = await save(token, FORM);
    expect(saved.statusCode, saved.body).toBe(200);
    const data = body<{ data: CandidateProfileState }>(saved).data;
    // Her age is read from her date of birth on the UAE day of the save.
    expect(data.profile).toEqual({
      ...FORM,
      age: ageOn(FORM.dateOfBirth, t.clock.now()),
      image: null,
      video: null,
    });
    expect(data).toMatchObject({ complete: false, missing: ['image'], candidateId: null });
    expect(await listNames()).not.toContain('Wanjiru Kamau');

    const photo = await upload(token, '/candidate/profile/photo', 'me.jpg', JPEG);
    expect(photo.statusCode, photo.body).toBe(200);
    expect(body<{ data: CandidateProfileState }>(photo).data.candidateId).toBeNull();
    // Complete: she submits it, and it is public once an admin approves it (0022).
    const listed = await listIt(token);
    expect(listed).toMatchObject({ complete: true, missing: [] });
    expect(listed.profile.image).toMatch(/^\/api\/media\/[a-f0-9]{32}\.jpg$/);
    expect(listed.candidateId).toEqual(expect.any(Number));

    // Her own data on the public list and profile, with the public mapping of her answers.
    expect(await listNames('&nationality=Kenyan')).toContain('Wanjiru Kamau');
    expect(await listNames('&skills=babycare&location=sharjah')).toContain('Wanjiru Kamau');
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/candidates/${listed.candidateId}`,
    });
    expect(body<{ data: { candidate: PublicCandidate } }>(profile).data.candidate).toMatchObject({
      name: 'Wanjiru Kamau',
      status: 'Live-out',
      age: 31,
      salary: 'AED 2200 per month',
      salaryMin: 2200,
      location: 'Sharjah',
      nationality: 'Kenyan',
      visa: 'Company Visa',
      maritalStatus: 'Married',
      languages: ['English', 'Arabic'],
      image: listed.profile.image,
      experience: '2 years',
      childcareExperience: ['Newborn', 'Older (6+ years)'],
      services: ['Babycare'],
      position: 'Maid',
      visaExpiry: '2027-06-30',
      availableFrom: '2026-12-15',
    });

    // Immediate availability clears the date.
    const now = await save(token, { ...FORM, immediateAvailable: true, availableFrom: null });
    expect(body<{ data: CandidateProfileState }>(now).data.profile).toMatchObject({
      immediateAvailable: true,
      availableFrom: null,
    });
  });

  it('can hide and show her profile with the Visible switch', async () => {
    const token = await newWorker('Achieng Otieno');
    expect(
      (
        await request('PATCH', '/candidate/profile/visibility', token, {
          payload: { visible: false },
        })
      ).statusCode,
    ).toBe(409);
    await save(token, FORM);
    await upload(token, '/candidate/profile/photo', 'me.png', PNG);
    await listIt(token);
    const { candidateId } = await state(token);
    expect(await listNames()).toContain('Achieng Otieno');

    const hidden = await request('PATCH', '/candidate/profile/visibility', token, {
      payload: { visible: false },
    });
    expect(body<{ data: CandidateProfileState }>(hidden).data).toMatchObject({
      visible: false,
      complete: true,
      candidateId: null,
    });
    expect(await listNames()).not.toContain('Achieng Otieno');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/candidates/${candidateId}` })).statusCode,
    ).toBe(404);

    await request('PATCH', '/candidate/profile/visibility', token, { payload: { visible: true } });
    expect(await listNames()).toContain('Achieng Otieno');
    expect(
      (
        await request('PATCH', '/candidate/profile/visibility', token, {
          payload: { visible: 'no' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keeps precise public values when the same option is saved again', async () => {
    const profile = await state(maria);
    const form = { ...profile.profile } as Record<string, unknown>;
    delete form.image;
    delete form.video;
    const response = await save(maria, form);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db.select().from(candidates).where(eq(candidates.id, 1));
    expect(row).toMatchObject({
      experience: '6 years',
      salary: 'AED 2500-3000 per month',
      languages: ['English', 'Tagalog'],
      visa: 'Company Visa',
    });
  });
});

describe('her phone and WhatsApp', () => {
  type Refusal = { error: { message: string; fields: Record<string, string> } };
  const contactOf = async (id: number) => {
    const family = await signIn(t.app, demoEmail('client'));
    return t.app.inject({
      method: 'GET',
      url: `/api/candidates/${id}/contact`,
      headers: bearer(family),
    });
  };

  it('reach a family with a plan through Contact Me once she is listed, and no one else', async () => {
    const token = await newWorker('Nimmi Perera');
    const saved = await save(token, {
      ...FORM,
      nationality: 'Indian',
      phone: { countryCode: '+91', number: '98765 43210' },
      whatsapp: { countryCode: '+971', number: '055-987-6543' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Her own answer has them, spaces, dashes and the trunk 0 dropped.
    expect(body<{ data: CandidateProfileState }>(saved).data.profile).toMatchObject({
      phone: { countryCode: '+91', number: '9876543210' },
      whatsapp: { countryCode: '+971', number: '559876543' },
    });
    await upload(token, '/candidate/profile/photo', 'me.png', PNG);
    await listIt(token);
    const { candidateId, complete } = await state(token);
    expect(complete).toBe(true);

    const contact = await contactOf(candidateId!);
    expect(contact.statusCode, contact.body).toBe(200);
    expect(body<{ data: { contact: object } }>(contact).data.contact).toEqual({
      phone: '+91 9876543210',
      whatsapp: '+971 559876543',
      location: 'Sharjah',
    });

    // Never on the public list or profile.
    const publicTexts = [
      (await t.app.inject({ method: 'GET', url: '/api/candidates?pageSize=100' })).body,
      (await t.app.inject({ method: 'GET', url: `/api/candidates/${candidateId}` })).body,
    ];
    expect(publicTexts[0]).toContain('Nimmi Perera');
    for (const text of publicTexts) {
      expect(text).not.toMatch(/phone|whatsapp/i);
      for (const digits of ['9876543210', '559876543']) expect(text).not.toContain(digits);
    }
  });

  it('are required: a save without them is refused and stores nothing', async () => {
    const token = await newWorker('Grace Atieno');
    const { phone: _p, whatsapp: _w, ...withoutNumbers } = FORM;
    const refused = await save(token, withoutNumbers);
    expect(refused.statusCode).toBe(400);
    expect(body<Refusal>(refused).error.fields).toEqual({
      phone: 'Enter your phone number',
      whatsapp: 'Enter your WhatsApp number',
    });
    const blank = await save(token, { ...FORM, phone: { countryCode: '+971', number: ' ' } });
    expect(body<Refusal>(blank).error.fields).toEqual({
      'phone.number': 'Enter your phone number',
    });
    expect(await state(token)).toMatchObject({ complete: false, candidateId: null });
    expect((await state(token)).profile).toMatchObject({ nationality: null, phone: null });
    expect(await listNames()).not.toContain('Grace Atieno');
  });

  it('name the field of a bad code or number, in English and Arabic', async () => {
    const token = await newWorker();
    const code = [
      "Choose a Gulf country code or your home country's code",
      'اختر رمز دولة خليجية أو رمز بلدك',
    ] as const;
    const digits = [
      'Enter 6 to 12 digits after the country code',
      'أدخل من 6 إلى 12 رقمًا بعد رمز الدولة',
    ] as const;
    const number = (field: 'phone' | 'whatsapp', countryCode: string, typed: string) => ({
      ...FORM,
      [field]: { countryCode, number: typed },
    });
    const cases = [
      // A Philippine code for a Kenyan worker: neither the Gulf's nor her home's.
      [number('phone', '+63', '9171234567'), 'phone.countryCode', ...code],
      [number('whatsapp', '+971', '50123'), 'whatsapp.number', ...digits],
      [number('phone', '+254', '7123456789012'), 'phone.number', ...digits],
      [number('phone', '+254', '71234x678'), 'phone.number', ...digits],
    ] as const;
    for (const [form, field, english, arabic] of cases) {
      const en = await save(token, form);
      expect(en.statusCode, field).toBe(400);
      expect(body<Refusal>(en).error.fields).toEqual({ [field]: english });
      const ar = await request('PUT', '/candidate/profile', token, {
        payload: form,
        headers: { 'accept-language': 'ar' },
      });
      expect(ar.statusCode, field).toBe(400);
      expect(body<Refusal>(ar).error.fields).toEqual({ [field]: arabic });
    }
    expect((await state(token)).profile.phone).toBeNull();
  });

  it('must be there before a profile saved without them is shown again', async () => {
    // A profile saved before the form asked for numbers: a row with no contacts.
    const token = await newWorker('Rose Nakato');
    await save(token, FORM);
    await upload(token, '/candidate/profile/photo', 'me.png', PNG);
    await listIt(token);
    const { candidateId } = await state(token);
    await t.database.db
      .delete(candidateContacts)
      .where(eq(candidateContacts.candidateId, candidateId!));
    await request('PATCH', '/candidate/profile/visibility', token, {
      payload: { visible: false },
    });

    for (const language of ['en', 'ar']) {
      const refused = await request('PATCH', '/candidate/profile/visibility', token, {
        payload: { visible: true },
        headers: { 'accept-language': language },
      });
      expect(refused.statusCode).toBe(400);
      expect(body<Refusal>(refused).error.fields.phone).toBe(
        language === 'en'
          ? 'Add your phone and WhatsApp numbers before showing your profile.'
          : 'أضيفي رقمي الهاتف وواتساب قبل إظهار ملفك الشخصي.',
      );
    }
    // Nothing changed: still hidden, missing her numbers, off the list, no contact.
    expect(await state(token)).toMatchObject({
      visible: false,
      complete: false,
      missing: ['phone', 'whatsapp'],
      candidateId: null,
    });
    expect(await listNames()).not.toContain('Rose Nakato');
    expect((await contactOf(candidateId!)).statusCode).toBe(404);

    // Saving them lists her again once she shows it.
    expect((await save(token, FORM)).statusCode).toBe(200);
    await request('PATCH', '/candidate/profile/visibility', token, { payload: { visible: true } });
    expect((await state(token)).candidateId).toBe(candidateId);
    expect((await contactOf(candidateId!)).statusCode).toBe(200);
  });
});

describe('photo and video', () => {
  it('refuses files that are not what they claim, and oversized photos, writing nothing', async () => {
    const token = await newWorker();
    const before = await filesUnder(uploads);
    const refusals: [string, string, Buffer][] = [
      ['/candidate/profile/photo', 'page.jpg', HTML],
      ['/candidate/profile/photo', 'logo.svg', SVG],
      ['/candidate/profile/photo', 'clip.jpg', MP4],
      ['/candidate/profile/photo', 'big.jpg', Buffer.concat([JPEG, Buffer.alloc(MAX_IMAGE_BYTES)])],
      ['/candidate/profile/photo', '../../me.jpg', JPEG],
      ['/candidate/profile/video', 'me.mp4', JPEG],
      ['/candidate/profile/video', 'me.mp4', Buffer.alloc(0)],
    ];
    for (const [url, name, data] of refusals) {
      const response = await upload(token, url, name, data);
      expect(response.statusCode, `${url} ${name}`).toBe(400);
      expect(body<{ error: { fields: object } }>(response).error.fields).toHaveProperty('file');
    }
    const noFile = await request('POST', '/candidate/profile/photo', token, {
      payload: { file: 'x' },
    });
    expect(noFile.statusCode).toBe(400);
    expect((await state(token)).profile.image).toBeNull();
    expect(await filesUnder(uploads)).toEqual(before);
  });

  it('serves a listed profile publicly, an unlisted one only to those allowed', async () => {
    const token = await newWorker('Mercy Njeri');
    const before = new Set(await filesUnder(uploads));
    const video = await upload(token, '/candidate/profile/video', 'hello.mp4', MP4);
    expect(video.statusCode, video.body).toBe(200);
    const videoPath = body<{ data: CandidateProfileState }>(video).data.profile.video!;
    const stored = (await filesUnder(uploads)).filter((f) => !before.has(f));
    expect(stored).toEqual([expect.stringMatching(/^media\/[a-f0-9]{32}\.mp4$/)]);

    // Not listed yet (no saved profile): private.
    const anonymous = await t.app.inject({ method: 'GET', url: videoPath });
    expect(anonymous.statusCode).toBe(404);
    const family = await signIn(t.app, demoEmail('client'));
    expect(
      (await t.app.inject({ method: 'GET', url: videoPath, headers: bearer(family) })).statusCode,
    ).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: videoPath, headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload).toEqual(MP4);
    const admin = await signIn(t.app, demoEmail('admin'));
    expect(
      (await t.app.inject({ method: 'GET', url: videoPath, headers: bearer(admin) })).statusCode,
    ).toBe(200);

    // Listed: public, cached, typed, ranged.
    await save(token, FORM);
    const photo = await upload(token, '/candidate/profile/photo', 'me.png', PNG);
    await listIt(token);
    const photoPath = body<{ data: CandidateProfileState }>(photo).data.profile.image!;
    const publicPhoto = await t.app.inject({ method: 'GET', url: photoPath });
    expect(publicPhoto.statusCode).toBe(200);
    expect(publicPhoto.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(publicPhoto.rawPayload).toEqual(PNG);
    const ranged = await t.app.inject({
      method: 'GET',
      url: videoPath,
      headers: { range: 'bytes=4-11' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 4-11/${MP4.length}`);
    expect(ranged.rawPayload.toString('latin1')).toBe('ftypisom');
    const outside = await t.app.inject({
      method: 'GET',
      url: videoPath,
      headers: { range: 'bytes=9999-' },
    });
    expect(outside.statusCode).toBe(416);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/media/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(400);
  });

  it('replacing or deleting a photo removes the old file', async () => {
    const token = await newWorker('Faith Wairimu');
    await save(token, FORM);
    const first = await upload(token, '/candidate/profile/photo', 'a.png', PNG);
    const firstPath = body<{ data: CandidateProfileState }>(first).data.profile.image!;
    const firstFile = `media/${firstPath.split('/').pop()}`;
    expect(await filesUnder(uploads)).toContain(firstFile);

    const second = await upload(token, '/candidate/profile/photo', 'b.jpg', JPEG);
    const secondPath = body<{ data: CandidateProfileState }>(second).data.profile.image!;
    const secondFile = `media/${secondPath.split('/').pop()}`;
    expect(await filesUnder(uploads)).not.toContain(firstFile);
    expect(await filesUnder(uploads)).toContain(secondFile);
    expect((await t.app.inject({ method: 'GET', url: firstPath })).statusCode).toBe(404);

    const removed = await request('DELETE', '/candidate/profile/photo', token);
    expect(body<{ data: CandidateProfileState }>(removed).data).toMatchObject({
      complete: false,
      missing: ['image'],
      candidateId: null,
    });
    expect(await filesUnder(uploads)).not.toContain(secondFile);
    expect(await listNames()).not.toContain('Faith Wairimu');
  });

  it('serves an uploaded photo as WebP at card and profile size, and removes them with it', async () => {
    const token = await newWorker('Rose Akello');
    await save(token, FORM);
    // A portrait as a phone takes it: larger than either size, and in neither shape.
    const portrait = await sharp({
      create: { width: 1200, height: 1800, channels: 3, background: '#c08a5a' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await upload(token, '/candidate/profile/photo', 'me.jpg', portrait);
    await listIt(token);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photoPath = body<{ data: CandidateProfileState }>(uploaded).data.profile.image!;
    const photoFile = `media/${photoPath.split('/').pop()}`;

    for (const [size, width, height] of [
      ['card', 640, 480],
      ['profile', 480, 600],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `${photoPath}?size=${size}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width,
        height,
      });
    }
    // Without a size (or with an unknown one), the upload as it came.
    for (const url of [photoPath, `${photoPath}?size=huge`]) {
      const original = await t.app.inject({ method: 'GET', url });
      expect(original.headers['content-type']).toBe('image/jpeg');
      expect(original.rawPayload).toEqual(portrait);
    }

    const variants = [
      photoFile.replace('.jpg', '-card.webp'),
      photoFile.replace('.jpg', '-profile.webp'),
    ];
    expect(await filesUnder(uploads)).toEqual(expect.arrayContaining([photoFile, ...variants]));
    await request('DELETE', '/candidate/profile/photo', token);
    const left = await filesUnder(uploads);
    for (const file of [photoFile, ...variants]) expect(left).not.toContain(file);
  });

  it('serves a photo sharp cannot decode as it came, whatever size is asked', async () => {
    const token = await newWorker('Mary Atieno');
    await save(token, FORM);
    const uploaded = await upload(token, '/candidate/profile/photo', 'me.jpg', JPEG);
    await listIt(token);
    const photoPath = body<{ data: CandidateProfileState }>(uploaded).data.profile.image!;
    const response = await t.app.inject({ method: 'GET', url: `${photoPath}?size=card` });
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload).toEqual(JPEG);
  });
});
