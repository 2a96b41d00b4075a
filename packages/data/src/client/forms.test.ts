import { describe, expect, it } from 'vitest';
import { NEWSLETTER_SUBSCRIBED_MESSAGE } from '../contract';
import { submitContactForm, submitVisaRequest, subscribeToNewsletter } from './forms';
import { createApiClient } from './http';
import { json, stubFetch } from './test-helpers';
import { createMemoryTokenStore } from './token-store';

const clientWith = (handler: Parameters<typeof stubFetch>[0]) => {
  const stub = stubFetch(handler);
  return {
    ...stub,
    client: createApiClient({
      baseUrl: '/api',
      fetch: stub.fetch,
      tokenStore: createMemoryTokenStore(null),
    }),
  };
};

const contact = {
  name: 'Layla',
  email: 'layla@example.com',
  phone: '050 123 4567',
  message: 'I need a nanny from March.',
  employer: true,
};

describe('public forms', () => {
  it('posts the contact form and answers the stored id', async () => {
    const { client, calls } = clientWith(() => json(201, { data: { id: 7 } }));
    await expect(submitContactForm(client, contact)).resolves.toBe(7);
    expect(calls[0]).toMatchObject({ url: '/api/contact', init: { method: 'POST' } });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(contact);
  });

  it('surfaces the field errors of a refused form', async () => {
    const { client } = clientWith(() =>
      json(400, {
        error: {
          code: 'validation',
          message: 'Please check the highlighted fields.',
          fields: { phone: 'Enter a valid phone number' },
        },
      }),
    );
    await expect(submitContactForm(client, { ...contact, phone: 'x' })).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      fields: { phone: 'Enter a valid phone number' },
    });
  });

  it('posts a visa request and falls back to a clear message when the server is silent', async () => {
    const ok = clientWith(() => json(201, { data: { id: 3 } }));
    const visa = {
      name: 'Omar',
      phone: '0501234567',
      message: 'Visa for a nanny',
      countryCode: '+966' as const,
    };
    await expect(submitVisaRequest(ok.client, visa)).resolves.toBe(3);
    expect(ok.calls[0]?.url).toBe('/api/visa-requests');

    const down = clientWith(() => new Response(null, { status: 500 }));
    await expect(submitVisaRequest(down.client, visa)).rejects.toMatchObject({
      message: 'Failed to send your request',
    });
  });

  it('subscribes to the newsletter', async () => {
    const answer = {
      data: { email: 'a@b.ae', subscribed: true },
      message: NEWSLETTER_SUBSCRIBED_MESSAGE,
    };
    const { client, calls } = clientWith(() => json(200, answer));
    await expect(subscribeToNewsletter(client, { email: 'a@b.ae' })).resolves.toEqual(answer);
    expect(calls[0]).toMatchObject({
      url: '/api/newsletter',
      init: { method: 'POST', body: '{"email":"a@b.ae"}' },
    });
  });

  it('reports a rate limit as such', async () => {
    const { client } = clientWith(() =>
      json(429, { error: { code: 'rate_limited', message: 'Too many submissions.' } }),
    );
    await expect(subscribeToNewsletter(client, { email: 'a@b.ae' })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many submissions.',
    });
  });
});
