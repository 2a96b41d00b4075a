import type {
  ConversationReport,
  ConversationsPage,
  SentMessage,
  Thread,
} from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationReports, events } from '../../db/schema';
import { deliverEvents } from '../../jobs/deliver-events';
import {
  callAs,
  registerFamily,
  registerUnverifiedFamily,
  type TestFamily,
} from '../../test/families';
import { body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';
import { ensurePlan, newListedCandidate } from '../../test/hiring';
import { createOtherAgency } from '../../test/other-agency';
import { openStream } from '../../live/test-stream';
import { testDatabaseKind } from '../../test/test-database';
import { PHONE_MASK } from '../scam-guard';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function familyWithPlan(name = 'Writing Family'): Promise<TestFamily> {
  const family = await registerFamily(t.app, name);
  await ensurePlan(t, family);
  return family;
}

const start = (family: TestFamily, candidateId: number, text: string) =>
  family.call({ method: 'POST', url: '/api/conversations', payload: { candidateId, text } });

async function started(family: TestFamily, candidateId: number, text = 'Hello, is she available?') {
  const response = await start(family, candidateId, text);
  expect(response.statusCode, response.body).toBe(201);
  return body<{ data: SentMessage }>(response).data;
}

const as = (token: string) => ({
  get: (url: string) => callAs(t.app, token, { method: 'GET', url }),
  post: (url: string, payload?: object) => callAs(t.app, token, { method: 'POST', url, payload }),
});

const inboxOf = async (token: string) =>
  body<{ data: ConversationsPage }>(await as(token).get('/api/conversations')).data;

const threadOf = async (token: string, id: number, query = '') =>
  body<{ data: Thread }>(await as(token).get(`/api/conversations/${id}${query}`)).data;

describe('who may write to whom', () => {
  it('a family without a running plan cannot start a conversation, and nothing is kept', async () => {
    const family = await registerFamily(t.app, 'Planless Family');
    const candidate = await newListedCandidate(t);
    const response = await start(family, candidate.id, 'Hello');
    expect(response.statusCode).toBe(403);
    expect(body(response)).toMatchObject({ error: { code: 'plan_required' } });
    expect((await inboxOf(family.token)).items).toEqual([]);
    expect((await inboxOf(candidate.agencyToken)).items).toEqual([]);
  });

  it('a family that has not verified her email cannot write', async () => {
    const family = await registerUnverifiedFamily(t.app);
    const candidate = await newListedCandidate(t);
    const response = await start(family, candidate.id, 'Hello');
    expect(response.statusCode).toBe(409);
    expect(body(response)).toMatchObject({
      error: { message: 'Verify your email address before you write to anyone.' },
    });
  });

  it('a worker, an agency or an admin cannot open a conversation', async () => {
    const candidate = await newListedCandidate(t);
    for (const role of ['candidate', 'agency', 'admin'] as const) {
      const token = await signIn(t.app, demoEmail(role));
      const response = await as(token).post('/api/conversations', {
        candidateId: candidate.id,
        text: 'Hello',
      });
      expect(response.statusCode, role).toBe(403);
    }
  });

  it('a profile off the public list cannot be written to', async () => {
    const family = await familyWithPlan();
    const candidate = await newListedCandidate(t, { listingStatus: 'draft', isPublished: false });
    expect((await start(family, candidate.id, 'Hello')).statusCode).toBe(404);
    expect((await start(family, 999_999_999_999, 'Hello')).statusCode).toBe(404);
  });

  it('refuses an empty or too long message with a clear field message', async () => {
    const family = await familyWithPlan();
    const candidate = await newListedCandidate(t);
    const empty = await start(family, candidate.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(body(empty)).toMatchObject({ error: { fields: { text: 'Write a message' } } });
    const long = await start(family, candidate.id, 'x'.repeat(2001));
    expect(body(long)).toMatchObject({
      error: { fields: { text: 'Keep a message to 2000 characters' } },
    });
    expect((await inboxOf(family.token)).items).toEqual([]);
  });

  it('the listing agency answers; agency B and another family find nothing', async () => {
    const family = await familyWithPlan('Al Hashemi Family');
    const candidate = await newListedCandidate(t);
    const sent = await started(family, candidate.id);

    const agencyInbox = await inboxOf(candidate.agencyToken);
    expect(agencyInbox.items).toHaveLength(1);
    expect(agencyInbox.items[0]).toMatchObject({
      id: sent.conversationId,
      side: 'agency',
      counterpart: 'Al Hashemi Family',
      unread: 1,
    });
    expect(agencyInbox.unreadTotal).toBe(1);

    const b = await createOtherAgency(t, `owner-b-${Date.now()}@agency-b.example.com`);
    expect((await inboxOf(b.token)).items).toEqual([]);
    expect((await as(b.token).get(`/api/conversations/${sent.conversationId}`)).statusCode).toBe(
      404,
    );
    const refused = await as(b.token).post(`/api/conversations/${sent.conversationId}/messages`, {
      text: 'Hi',
    });
    expect(refused.statusCode).toBe(404);

    const other = await familyWithPlan('Other Family');
    expect(
      (await other.call({ method: 'GET', url: `/api/conversations/${sent.conversationId}` }))
        .statusCode,
    ).toBe(404);

    const reply = await as(candidate.agencyToken).post(
      `/api/conversations/${sent.conversationId}/messages`,
      { text: 'Yes, she can start next month.' },
    );
    expect(reply.statusCode).toBe(201);
    const thread = await threadOf(family.token, sent.conversationId);
    expect(thread.messages.map((m) => [m.side, m.mine, m.text])).toEqual([
      ['family', true, 'Hello, is she available?'],
      ['agency', false, 'Yes, she can start next month.'],
    ]);
    expect(thread.conversation.counterpart).toMatch(/^Hiring Agency/);
  });

  it('a second start joins the same conversation', async () => {
    const family = await familyWithPlan();
    const candidate = await newListedCandidate(t);
    const first = await started(family, candidate.id, 'First');
    const second = await started(family, candidate.id, 'Second');
    expect(second.conversationId).toBe(first.conversationId);
    expect((await inboxOf(family.token)).items).toHaveLength(1);
  });
});

describe('unread counts and read receipts', () => {
  it('counts unread messages per side, and reading them clears the count and shows the receipt', async () => {
    const family = await familyWithPlan();
    const candidate = await newListedCandidate(t);
    const { conversationId, message } = await started(family, candidate.id, 'One');
    await as(family.token).post(`/api/conversations/${conversationId}/messages`, { text: 'Two' });
    expect((await inboxOf(candidate.agencyToken)).items[0]!.unread).toBe(2);
    const unread = await as(candidate.agencyToken).get('/api/conversations/unread-count');
    expect(body(unread)).toEqual({ data: { unread: 2 } });
    // The writer's own messages are never unread to her.
    expect((await inboxOf(family.token)).unreadTotal).toBe(0);
    expect((await threadOf(family.token, conversationId)).readUpTo).toBeNull();

    const read = await as(candidate.agencyToken).post(`/api/conversations/${conversationId}/read`);
    expect(read.statusCode).toBe(200);
    expect((await inboxOf(candidate.agencyToken)).unreadTotal).toBe(0);
    const receipt = (await threadOf(family.token, conversationId)).readUpTo;
    expect(receipt).toBeGreaterThan(message.id);
  });

  it('emails the other side for the first unread message only', async () => {
    const family = await familyWithPlan('Emailing Family');
    const candidate = await newListedCandidate(t);
    const { conversationId } = await started(family, candidate.id, 'First');
    await as(family.token).post(`/api/conversations/${conversationId}/messages`, { text: 'More' });
    const told = async () =>
      (await t.database.db.select().from(events).where(eq(events.type, 'message.received'))).filter(
        (event) => event.link?.endsWith(`?c=${conversationId}`),
      );
    expect(await told()).toHaveLength(1);
    expect((await told())[0]).toMatchObject({
      link: `/dashboard/agency/messages?c=${conversationId}`,
      params: { sender: 'Emailing Family', preview: 'First' },
    });
    await as(candidate.agencyToken).post(`/api/conversations/${conversationId}/read`);
    await as(family.token).post(`/api/conversations/${conversationId}/messages`, { text: 'Again' });
    expect(await told()).toHaveLength(2);
  });

  it("reading a thread reads its side's new-message notifications, so the bell counts it once", async () => {
    const family = await familyWithPlan('Bell Family');
    const candidate = await newListedCandidate(t);
    const { conversationId } = await started(family, candidate.id, 'Hello there');
    await deliverEvents({
      db: t.database.db,
      clock: t.clock,
      mail: { kind: 'smtp', send: async () => {} },
      log: t.app.log,
      publicUrl: 'https://bayti.test',
    });
    const unreadBell = async () =>
      body<{ data: { unread: number } }>(
        await as(candidate.agencyToken).get('/api/notifications/unread-count'),
      ).data.unread;
    expect(await unreadBell()).toBe(1);
    await as(candidate.agencyToken).post(`/api/conversations/${conversationId}/read`);
    expect(await unreadBell()).toBe(0);
  });

  it('refuses an older-page cursor past any message id with a 400, not a database error', async () => {
    const family = await familyWithPlan();
    const candidate = await newListedCandidate(t);
    const { conversationId } = await started(family, candidate.id);
    const response = await as(family.token).get(
      `/api/conversations/${conversationId}?before=3000000000`,
    );
    expect(response.statusCode).toBe(400);
  });

  it('pages a long thread from the newest, older pages by cursor', async () => {
    const family = await familyWithPlan();
    const candidate = await newListedCandidate(t);
    const { conversationId } = await started(family, candidate.id, 'Message 1');
    for (let n = 2; n <= 5; n += 1)
      await as(family.token).post(`/api/conversations/${conversationId}/messages`, {
        text: `Message ${n}`,
      });
    const newest = await threadOf(family.token, conversationId, '?limit=2');
    expect(newest.messages.map((m) => m.text)).toEqual(['Message 4', 'Message 5']);
    const older = await threadOf(
      family.token,
      conversationId,
      `?limit=2&before=${newest.olderCursor}`,
    );
    expect(older.messages.map((m) => m.text)).toEqual(['Message 2', 'Message 3']);
    const first = await threadOf(
      family.token,
      conversationId,
      `?limit=2&before=${older.olderCursor}`,
    );
    expect(first.messages.map((m) => m.text)).toEqual(['Message 1']);
    expect(first.olderCursor).toBeNull();
  });
});

describe('block and report', () => {
  it('a blocked conversation takes no message from either side until the blocker unblocks it', async () => {
    const family = await familyWithPlan();
    const candidate = await newListedCandidate(t);
    const { conversationId } = await started(family, candidate.id);
    const blocked = await as(candidate.agencyToken).post(
      `/api/conversations/${conversationId}/block`,
    );
    expect(body(blocked)).toMatchObject({
      data: { conversation: { blocked: true, blockedByMe: true } },
    });

    for (const token of [family.token, candidate.agencyToken]) {
      const refused = await as(token).post(`/api/conversations/${conversationId}/messages`, {
        text: 'Still there?',
      });
      expect(refused.statusCode).toBe(409);
    }
    expect((await threadOf(family.token, conversationId)).messages).toHaveLength(1);
    expect((await threadOf(family.token, conversationId)).canWrite).toBe(false);
    // Only the blocker unblocks.
    const byFamily = await callAs(t.app, family.token, {
      method: 'DELETE',
      url: `/api/conversations/${conversationId}/block`,
    });
    expect(byFamily.statusCode).toBe(409);
    const byAgency = await callAs(t.app, candidate.agencyToken, {
      method: 'DELETE',
      url: `/api/conversations/${conversationId}/block`,
    });
    expect(body(byAgency)).toMatchObject({ data: { conversation: { blocked: false } } });
  });

  it('a report reaches the admins once per reporter', async () => {
    const family = await familyWithPlan();
    const candidate = await newListedCandidate(t);
    const { conversationId } = await started(family, candidate.id);
    await as(candidate.agencyToken).post(`/api/conversations/${conversationId}/messages`, {
      text: 'Please send the visa deposit first',
    });
    const report = () =>
      as(family.token).post(`/api/conversations/${conversationId}/reports`, {
        reason: 'asked_for_money',
        note: 'They want a deposit by transfer',
      });
    expect((await report()).statusCode).toBe(201);
    expect((await report()).statusCode).toBe(409);
    const rows = await t.database.db
      .select()
      .from(conversationReports)
      .where(eq(conversationReports.conversationId, conversationId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'asked_for_money', reporterId: family.id });
  });
});

describe('the scam guard in conversations', () => {
  it('warns the reader (not the writer) of a message asking for money or carrying a link', async () => {
    const family = await familyWithPlan();
    const candidate = await newListedCandidate(t);
    const { conversationId } = await started(family, candidate.id);
    await as(candidate.agencyToken).post(`/api/conversations/${conversationId}/messages`, {
      text: 'Pay AED 1,500 deposit by Western Union to book her',
    });
    await as(candidate.agencyToken).post(`/api/conversations/${conversationId}/messages`, {
      text: 'Her interview is on Friday at 10',
    });
    const forFamily = await threadOf(family.token, conversationId);
    expect(forFamily.messages.map((m) => m.warning)).toEqual([
      null,
      { asksForMoney: true, hasLink: false },
      null,
    ]);
    const forAgency = await threadOf(candidate.agencyToken, conversationId);
    expect(forAgency.messages.every((m) => m.warning === null || !m.mine)).toBe(true);
    expect(forAgency.messages[1]!.warning).toBeNull();
  });

  it('reports an account to the admins when it asks for money again, once', async () => {
    const candidate = await newListedCandidate(t);
    const conversationsOf = [];
    for (const name of ['First Family', 'Second Family', 'Third Family']) {
      const family = await familyWithPlan(name);
      conversationsOf.push((await started(family, candidate.id)).conversationId);
    }
    const me = await as(candidate.agencyToken).get('/api/auth/me');
    const { id: agencyUserId, name: agencyUserName } = body<{
      user: { id: number; name: string };
    }>(me).user;
    const guardReports = () =>
      t.database.db
        .select()
        .from(conversationReports)
        .where(eq(conversationReports.reportedId, agencyUserId));
    await as(candidate.agencyToken).post(`/api/conversations/${conversationsOf[0]}/messages`, {
      text: 'Send the deposit to this account, IBAN AE07 0331 2345 6789 0123 456',
    });
    expect(await guardReports()).toHaveLength(0);
    await as(candidate.agencyToken).post(`/api/conversations/${conversationsOf[1]}/messages`, {
      text: 'ادفع عربون 1000 درهم عن طريق ويسترن يونيون',
    });
    expect(await guardReports()).toMatchObject([{ reporterId: null, reason: 'asked_for_money' }]);
    await as(candidate.agencyToken).post(`/api/conversations/${conversationsOf[2]}/messages`, {
      text: 'Transfer the visa fee of AED 500 today',
    });
    expect(await guardReports()).toHaveLength(1);
    const told = await t.database.db
      .select()
      .from(events)
      .where(eq(events.type, 'report.conversation'));
    expect(told.filter((event) => event.params.reported === agencyUserName)).toHaveLength(1);
  });

  it('never reports a family for money talk (she pays through Bayti), though the reader is warned', async () => {
    const candidate = await newListedCandidate(t);
    const family = await familyWithPlan('Paying Family');
    for (const text of ['Is the visa fee included?', 'We pay the ticket cost and the visa cost']) {
      const { conversationId } = await started(family, candidate.id, text);
      expect(conversationId).toBeGreaterThan(0);
    }
    const reports = await t.database.db
      .select()
      .from(conversationReports)
      .where(eq(conversationReports.reportedId, family.id));
    expect(reports).toEqual([]);
  });

  it('masks phone numbers for a family whose plan is not running, not for one whose plan is', async () => {
    const family = await familyWithPlan();
    const candidate = await newListedCandidate(t);
    const { conversationId } = await started(family, candidate.id);
    await as(candidate.agencyToken).post(`/api/conversations/${conversationId}/messages`, {
      text: 'Call her on 050 123 4567',
    });
    expect((await threadOf(family.token, conversationId)).messages[1]!.text).toBe(
      'Call her on 050 123 4567',
    );
    // Her plan ends: the same message reads masked, in the thread and in the inbox.
    t.clock.advance(400 * 24 * 3_600_000);
    await family.renew();
    const masked = (await threadOf(family.token, conversationId)).messages[1]!.text;
    expect(masked).toBe(`Call her on ${PHONE_MASK}`);
    expect((await inboxOf(family.token)).items[0]!.lastMessage!.text).toBe(masked);
  });
});

describe("the admins' reported conversations", () => {
  it('lists an open report with its latest messages, and resolving it may block the conversation', async () => {
    const admin = await signIn(t.app, demoEmail('admin'));
    const family = await familyWithPlan('Reporting Family');
    const candidate = await newListedCandidate(t);
    const { conversationId } = await started(family, candidate.id, 'Is she available?');
    await as(candidate.agencyToken).post(`/api/conversations/${conversationId}/messages`, {
      text: 'Yes. Send AED 2,000 deposit by Al Ansari Exchange first.',
    });
    await as(family.token).post(`/api/conversations/${conversationId}/reports`, {
      reason: 'asked_for_money',
    });
    const queue = body<{ data: { items: ConversationReport[] } }>(
      await as(admin).get('/api/admin/moderation/conversation-reports?pageSize=100'),
    ).data.items;
    const report = queue.find((item) => item.conversation.id === conversationId)!;
    expect(report).toMatchObject({
      reason: 'asked_for_money',
      reporter: { name: 'Reporting Family' },
      state: 'open',
    });
    expect(report.messages.map((m) => [m.side, m.warning])).toEqual([
      ['family', null],
      ['agency', { asksForMoney: true, hasLink: false }],
    ]);

    const refused = await as(admin).post(
      `/api/admin/moderation/conversation-reports/${report.id}/resolution`,
      { note: ' ' },
    );
    expect(refused.statusCode).toBe(400);
    const resolved = await as(admin).post(
      `/api/admin/moderation/conversation-reports/${report.id}/resolution`,
      { note: 'The agency asked for a deposit: blocked.', block: true },
    );
    expect(body(resolved)).toMatchObject({
      data: { report: { state: 'resolved', conversation: { blocked: true } } },
    });
    const again = await as(admin).post(
      `/api/admin/moderation/conversation-reports/${report.id}/resolution`,
      { note: 'Twice' },
    );
    expect(again.statusCode).toBe(409);
    // Blocked by an admin: neither side writes, and neither side can unblock it.
    const reply = await as(family.token).post(`/api/conversations/${conversationId}/messages`, {
      text: 'Hello?',
    });
    expect(reply.statusCode).toBe(409);
    for (const token of [family.token, candidate.agencyToken]) {
      const unblock = await callAs(t.app, token, {
        method: 'DELETE',
        url: `/api/conversations/${conversationId}/block`,
      });
      expect(unblock.statusCode).toBe(409);
    }
  });
});

describe('live', () => {
  // On PostgreSQL, two instances over one database (NOTIFY carries the hint); the embedded
  // database runs one instance, which hears itself.
  const twoInstances = testDatabaseKind() === 'postgres';
  it(`a message reaches the other side's open page (${twoInstances ? 'on another instance' : 'in process'})`, async () => {
    const family = await familyWithPlan('Live Family');
    const candidate = await newListedCandidate(t);
    const server = twoInstances ? await t.variant({}) : t.app;
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(`${address}/api/live`, {
      authorization: `Bearer ${candidate.agencyToken}`,
    });
    try {
      expect(stream.status).toBe(200);
      await stream.next(); // retry:
      const { conversationId } = await started(family, candidate.id, 'Live hello');
      const frame = await stream.nextEvent();
      expect(frame).toContain('event: conversation');
      expect(frame.find((line) => line.startsWith('data: '))).toBe(
        `data: ${JSON.stringify({ type: 'conversation', conversationId })}`,
      );
    } finally {
      stream.leave();
    }
  });

  it('refuses a stream without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/live' });
    expect(response.statusCode).toBe(401);
  });
});
