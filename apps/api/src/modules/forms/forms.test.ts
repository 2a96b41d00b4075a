import { NEWSLETTER_SUBSCRIBED_MESSAGE } from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscribers, visaRequests } from '../../db/schema';
import { freshIp } from '../../test/addresses';
import { body, startTestApp, type TestApp } from '../../test/harness';

const LIMIT = 4;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ FORM_MAX_PER_IP: String(LIMIT), FORM_WINDOW_MINUTES: '60' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const contact = {
  name: 'Layla Hassan',
  email: 'layla@example.com',
  phone: '050 123 4567',
  message: 'We are looking for a live-in nanny from March.',
  countryCode: '+971',
  worker: false,
  employer: true,
};
const visa = {
  name: 'Omar Khalid',
  phone: '0501234567',
  message: 'Visa for our new housemaid, please.',
  countryCode: '+966',
};

describe('POST /api/contact', () => {
  it('stores the message, trimmed, unhandled, and answers its id', async () => {
    const response = await post('/api/contact', {
      ...contact,
      name: '  Layla Hassan ',
      email: ' Layla@Example.COM ',
      message: '  We are looking for a live-in nanny from March.\n',
    });
    expect(response.statusCode).toBe(201);
    const { data } = body<{ data: { id: number } }>(response);
    expect(data).toEqual({ id: expect.any(Number) });

    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, data.id));
    expect(row).toEqual({
      id: data.id,
      name: 'Layla Hassan',
      email: 'layla@example.com',
      countryCode: '+971',
      phone: '050 123 4567',
      message: 'We are looking for a live-in nanny from March.',
      worker: false,
      employer: true,
      handled: false,
      createdAt: t.clock.now(),
    });
  });

  it('defaults the country code to +971 and both boxes to unchecked', async () => {
    const { name, email, phone, message } = contact;
    const response = await post('/api/contact', { name, email, phone, message });
    expect(response.statusCode).toBe(201);
    const { id } = body<{ data: { id: number } }>(response).data;
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ countryCode: '+971', worker: false, employer: false });
  });

  it.each([
    ['name', { name: undefined }],
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(121) }],
    ['email', { email: undefined }],
    ['email', { email: 'not-an-email' }],
    ['phone', { phone: undefined }],
    ['phone', { phone: '12ab' }],
    ['phone', { phone: '+971 50 123 4567 8901 23' }],
    ['message', { message: undefined }],
    ['message', { message: '  ' }],
    ['message', { message: 'x'.repeat(5001) }],
    ['countryCode', { countryCode: '+1' }],
    ['worker', { worker: 'yes' }],
  ])('refuses an invalid %s with a field message', async (field, change) => {
    const response = await post('/api/contact', { ...contact, ...change });
    expect(response.statusCode).toBe(400);
    const { error } = body<ErrorAnswer>(response);
    expect(error.code).toBe('validation');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    expect(error.fields?.[field]).toEqual(expect.any(String));
  });

  it('names every missing required field at once', async () => {
    const response = await post('/api/contact', {});
    expect(Object.keys(body<ErrorAnswer>(response).error.fields ?? {}).sort()).toEqual([
      'email',
      'message',
      'name',
      'phone',
    ]);
  });

  it('uses the contract messages', async () => {
    const response = await post('/api/contact', { ...contact, phone: 'call me', name: '' });
    expect(body<ErrorAnswer>(response).error.fields).toEqual({
      name: 'Enter your name',
      phone: 'Enter a valid phone number',
    });
  });
});

describe('POST /api/visa-requests', () => {
  it('stores the request and answers its id', async () => {
    const response = await post('/api/visa-requests', { ...visa, name: ' Omar Khalid ' });
    expect(response.statusCode).toBe(201);
    const { id } = body<{ data: { id: number } }>(response).data;
    const [row] = await t.database.db.select().from(visaRequests).where(eq(visaRequests.id, id));
    expect(row).toEqual({
      id,
      name: 'Omar Khalid',
      countryCode: '+966',
      phone: '0501234567',
      message: 'Visa for our new housemaid, please.',
      handled: false,
      createdAt: t.clock.now(),
    });
  });

  it('defaults the country code to +971', async () => {
    const { name, phone, message } = visa;
    const response = await post('/api/visa-requests', { name, phone, message });
    const { id } = body<{ data: { id: number } }>(response).data;
    const [row] = await t.database.db.select().from(visaRequests).where(eq(visaRequests.id, id));
    expect(row?.countryCode).toBe('+971');
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(121) }],
    ['phone', { phone: '' }],
    ['phone', { phone: '--------' }],
    ['message', { message: undefined }],
    ['message', { message: 'x'.repeat(5001) }],
    ['countryCode', { countryCode: '971' }],
  ])('refuses an invalid %s with a field message', async (field, change) => {
    const response = await post('/api/visa-requests', { ...visa, ...change });
    expect(response.statusCode).toBe(400);
    const { error } = body<ErrorAnswer>(response);
    expect(error.code).toBe('validation');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });

  it('names every missing required field at once', async () => {
    const response = await post('/api/visa-requests', {});
    expect(Object.keys(body<ErrorAnswer>(response).error.fields ?? {}).sort()).toEqual([
      'message',
      'name',
      'phone',
    ]);
  });
});

describe('POST /api/newsletter', () => {
  const expected = (email: string) => ({
    data: { email, subscribed: true },
    message: NEWSLETTER_SUBSCRIBED_MESSAGE,
  });
  const rowsFor = (email: string) =>
    t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));

  it('subscribes an address', async () => {
    const response = await post('/api/newsletter', { email: 'reader@example.com' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual(expected('reader@example.com'));
    const rows = await rowsFor('reader@example.com');
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        email: 'reader@example.com',
        createdAt: t.clock.now(),
        // New in the admin inbox until an admin handles it.
        handled: false,
      },
    ]);
  });

  it('is idempotent per address, whatever its case: one row, the same answer', async () => {
    const first = await post('/api/newsletter', { email: 'twice@example.com' });
    t.clock.advance(60_000);
    const again = await post('/api/newsletter', { email: '  TWICE@Example.com ' });
    for (const response of [first, again]) {
      expect(response.statusCode).toBe(200);
      expect(body(response)).toEqual(expected('twice@example.com'));
    }
    const rows = await rowsFor('twice@example.com');
    expect(rows).toHaveLength(1);
    // The first opt-in's date is kept.
    expect(rows[0]?.createdAt.getTime()).toBe(t.clock.now().getTime() - 60_000);
  });

  it.each([['not-an-email'], [''], [undefined]])('refuses the email %j', async (email) => {
    const response = await post('/api/newsletter', { email });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(body<ErrorAnswer>(response).error.fields ?? {})).toEqual(['email']);
  });
});

describe('rate limits', () => {
  it.each([
    ['/api/contact', contact],
    ['/api/visa-requests', visa],
    ['/api/newsletter', { email: 'flood@example.com' }],
  ])(
    '%s takes a set number of submissions per address per window, then 429',
    async (url, payload) => {
      const ip = freshIp();
      for (let i = 0; i < LIMIT; i++) {
        expect((await post(url, payload, ip)).statusCode).toBeLessThan(300);
      }
      const blocked = await post(url, payload, ip);
      expect(blocked.statusCode).toBe(429);
      expect(body(blocked)).toEqual({
        error: {
          code: 'rate_limited',
          message: 'Too many submissions from your network. Please wait a while and try again.',
          messageId: 'forms.tooMany',
        },
      });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60 * 60);

      // Another address is not affected, and the window ends.
      expect((await post(url, payload)).statusCode).toBeLessThan(300);
      t.clock.advance(retryAfter * 1000);
      expect((await post(url, payload, ip)).statusCode).toBeLessThan(300);
    },
  );

  it('stores nothing from a blocked address', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) await post('/api/visa-requests', visa, ip);
    const before = await t.database.db.select().from(visaRequests);
    await post('/api/visa-requests', visa, ip);
    expect(await t.database.db.select().from(visaRequests)).toHaveLength(before.length);
  });

  it('counts each form separately', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) await post('/api/newsletter', { email: 'x@example.com' }, ip);
    expect((await post('/api/newsletter', { email: 'x@example.com' }, ip)).statusCode).toBe(429);
    expect((await post('/api/contact', contact, ip)).statusCode).toBe(201);
  });
});
