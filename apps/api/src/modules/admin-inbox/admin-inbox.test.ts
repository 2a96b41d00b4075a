import type { AdminInboxPage, InboxItem } from '@bayti/data/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, expectAdminOnly, signInEveryRole, type RoleTokens } from '../../test/admin-access';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let tokens: RoleTokens;
const ids = { contact: [] as number[], visa: [] as number[], newsletter: [] as number[] };

const submit = async (url: string, payload: object) => {
  const response = await t.app.inject({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  t.clock.advance(60_000);
  return response;
};

beforeAll(async () => {
  t = await startTestApp();
  tokens = await signInEveryRole(t);
  for (const name of ['Amal', 'Badr']) {
    const sent = await submit('/api/contact', {
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '501234567',
      message: `Hello from ${name}`,
      worker: name === 'Amal',
    });
    ids.contact.push(sent.json<{ data: { id: number } }>().data.id);
  }
  const visa = await submit('/api/visa-requests', {
    name: 'Chadi',
    phone: '+971 50 765 4321',
    message: 'A nanny visa, please',
    countryCode: '+966',
  });
  ids.visa.push(visa.json<{ data: { id: number } }>().data.id);
  await submit('/api/newsletter', { email: 'Reader@Example.com' });
});
afterAll(() => t.close());

const inbox = async (query: string) => {
  const response = await callAs(t, tokens.admin, {
    method: 'GET',
    url: `/api/admin/inbox?${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AdminInboxPage }>().data;
};
const mark = (kind: string, id: number, payload: object, token: string | null = tokens.admin) =>
  callAs(t, token, { method: 'PATCH', url: `/api/admin/inbox/${kind}/${id}`, payload });

describe('the admin inbox', () => {
  it('lists each kind as stored, newest first, with the unhandled counts', async () => {
    const contact = await inbox('kind=contact');
    expect(contact.total).toBe(2);
    expect(contact.items.map((i) => i.id)).toEqual([...ids.contact].reverse());
    expect(contact.items[1]).toEqual({
      kind: 'contact',
      id: ids.contact[0],
      handled: false,
      createdAt: expect.any(String),
      name: 'Amal',
      email: 'amal@example.com',
      countryCode: '+971',
      phone: '501234567',
      message: 'Hello from Amal',
      worker: true,
      employer: false,
    });
    expect(contact.unhandled).toEqual({ contact: 2, visa: 1, newsletter: 1 });
    const visa = await inbox('kind=visa');
    expect(visa.items).toEqual([
      expect.objectContaining({ kind: 'visa', name: 'Chadi', countryCode: '+966' }),
    ]);
    const newsletter = await inbox('kind=newsletter');
    expect(newsletter.items).toEqual([
      {
        kind: 'newsletter',
        id: expect.any(Number),
        handled: false,
        createdAt: expect.any(String),
        email: 'reader@example.com',
      },
    ]);
    ids.newsletter.push(newsletter.items[0]!.id);
  });

  it('marks entries handled and back; handled ones sort last and filter apart', async () => {
    const newest = ids.contact[1]!;
    const marked = await mark('contact', newest, { handled: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<{ data: { item: InboxItem } }>().data.item).toMatchObject({
      kind: 'contact',
      id: newest,
      handled: true,
    });
    const all = await inbox('kind=contact');
    expect(all.items.map((i) => [i.id, i.handled])).toEqual([
      [ids.contact[0], false],
      [newest, true],
    ]);
    expect(all.unhandled.contact).toBe(1);
    expect((await inbox('kind=contact&handled=true')).items.map((i) => i.id)).toEqual([newest]);
    expect((await inbox('kind=contact&handled=false')).items.map((i) => i.id)).toEqual([
      ids.contact[0],
    ]);
    expect((await mark('newsletter', ids.newsletter[0]!, { handled: true })).statusCode).toBe(200);
    expect((await inbox('kind=newsletter&handled=true')).total).toBe(1);
    expect((await mark('contact', newest, { handled: false })).statusCode).toBe(200);
    expect((await inbox('kind=contact&handled=false')).total).toBe(2);
  });

  it('pages with a total', async () => {
    const first = await inbox('kind=contact&page=1&pageSize=1');
    const second = await inbox('kind=contact&page=2&pageSize=1');
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([...first.items, ...second.items].map((i) => i.id).sort()).toEqual(
      [...ids.contact].sort(),
    );
  });

  it('answers 404 for an unknown entry and 400 for a bad kind or body', async () => {
    const missing = await mark('visa', 999_999, { handled: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: { code: 'not_found', message: 'Message not found' },
    });
    expect((await mark('visa', 3_000_000_000, { handled: true })).statusCode).toBe(404);
    expect((await mark('spam', ids.visa[0]!, { handled: true })).statusCode).toBe(400);
    const badBody = await mark('visa', ids.visa[0]!, { handled: 'yes' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toMatchObject({ error: { fields: { handled: expect.any(String) } } });
    const noKind = await callAs(t, tokens.admin, { method: 'GET', url: '/api/admin/inbox' });
    expect(noKind.statusCode).toBe(400);
  });

  it('is the admin’s alone; a refused change marks nothing', async () => {
    await expectAdminOnly(t, tokens, { method: 'GET', url: '/api/admin/inbox?kind=visa' });
    await expectAdminOnly(t, tokens, {
      method: 'PATCH',
      url: `/api/admin/inbox/visa/${ids.visa[0]}`,
      payload: { handled: true },
    });
    expect((await inbox('kind=visa')).items[0]).toMatchObject({ handled: false });
  });
});
