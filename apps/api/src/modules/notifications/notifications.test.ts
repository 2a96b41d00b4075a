import {
  NOTIFICATION_TYPES,
  emailWanted,
  type EmailPreferences,
  type NotificationType,
  type NotificationsPage,
  type Role,
  type UnreadCount,
} from '@bayti/data/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appAsEveryRole, callAs } from '../../test/admin-access';
import { demoEmail } from '../../test/harness';
import { emailPreferences, events, notifications, users } from '../../db/schema';
import type { EventParams } from '../../db/schema/notifications';

const app = appAsEveryRole();

const userId = async (role: Role) => {
  const [row] = await app.t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail(role)));
  return row!.id;
};

/** An event told to `recipients`, its notification rows written as the delivery job writes them. */
async function notify(
  type: NotificationType,
  params: EventParams,
  recipients: number[],
  link: string | null = '/dashboard/employer',
) {
  const createdAt = app.t.clock.now();
  const [event] = await app.t.database.db
    .insert(events)
    .values({ type, recipientIds: recipients, params, link, createdAt, deliveredAt: createdAt })
    .returning({ id: events.id });
  const rows = await app.t.database.db
    .insert(notifications)
    .values(
      recipients.map((userId) => ({ userId, eventId: event!.id, type, params, link, createdAt })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  app.t.clock.advance(60_000);
  return rows;
}

const get = async <T>(role: Role, url: string, headers: Record<string, string> = {}) => {
  const response = await callAs(app.t, app.tokens[role], { method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
};
const post = (role: Role, url: string, payload?: object) =>
  callAs(app.t, app.tokens[role], { method: 'POST', url, ...(payload ? { payload } : {}) });
const unreadOf = (role: Role) =>
  get<UnreadCount>(role, '/api/notifications/unread-count').then((d) => d.unread);

describe('the bell', () => {
  it('lists one’s own notifications newest first, titled in the reader’s language, page by page', async () => {
    const family = await userId('client');
    const worker = await userId('candidate');
    await notify('plan.activated', { plan: 'Gold', date: '1 March 2027' }, [family]);
    await notify('invoice.issued', { invoice: 'INV-0001', amount: '525.00' }, [family]);
    const both = await notify('account.signup_attempt', { name: 'Layla' }, [family, worker], null);

    const first = await get<NotificationsPage>('client', '/api/notifications?limit=2');
    expect(first.items.map((n) => n.type)).toEqual(['account.signup_attempt', 'invoice.issued']);
    expect(first.items[0]).toEqual({
      id: both.find((r) => r.userId === family)!.id,
      type: 'account.signup_attempt',
      title: 'Someone tried to sign up with your email',
      link: null,
      createdAt: expect.any(String),
      read: false,
    });
    expect(first.items[1]!.title).toBe('Invoice INV-0001 issued');
    expect(first.unread).toBe(3);
    expect(first.nextCursor).toEqual(String(first.items[1]!.id));

    const second = await get<NotificationsPage>(
      'client',
      `/api/notifications?limit=2&cursor=${first.nextCursor}`,
    );
    expect(second.items.map((n) => n.title)).toEqual(['Your Gold plan is active']);
    expect(second.nextCursor).toBeNull();

    const arabic = await get<NotificationsPage>('client', '/api/notifications', {
      'accept-language': 'ar',
    });
    expect(arabic.items.map((n) => n.title)).toEqual([
      'حاول أحدهم التسجيل ببريدك الإلكتروني',
      'صدرت الفاتورة INV-0001',
      'باقة Gold مفعّلة',
    ]);

    // The worker sees only her own row of the shared event.
    const hers = await get<NotificationsPage>('candidate', '/api/notifications');
    expect(hers.items.map((n) => n.id)).toEqual([both.find((r) => r.userId === worker)!.id]);
  });

  it('orders notifications of the same moment by id, so paging neither repeats nor skips', async () => {
    const agency = await userId('agency');
    const createdAt = app.t.clock.now();
    const [event] = await app.t.database.db
      .insert(events)
      .values({ type: 'candidate.shortlisted', recipientIds: [agency], createdAt })
      .returning({ id: events.id });
    const [other] = await app.t.database.db
      .insert(events)
      .values({ type: 'listing.approved', recipientIds: [agency], createdAt })
      .returning({ id: events.id });
    await app.t.database.db.insert(notifications).values([
      {
        userId: agency,
        eventId: event!.id,
        type: 'candidate.shortlisted',
        params: { candidate: 'Maria' },
        createdAt,
      },
      {
        userId: agency,
        eventId: other!.id,
        type: 'listing.approved',
        params: { candidate: 'Maria' },
        createdAt,
      },
    ]);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: NotificationsPage = await get<NotificationsPage>(
        'agency',
        `/api/notifications?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((n) => n.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBeGreaterThan(seen[1]!);
  });

  it('refuses a cursor that is not one of the reader’s notifications', async () => {
    const worker = await get<NotificationsPage>('candidate', '/api/notifications');
    const response = await callAs(app.t, app.tokens.client, {
      method: 'GET',
      url: `/api/notifications?cursor=${worker.items[0]!.id}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'validation',
        fields: {
          cursor:
            'This page of notifications is no longer available. Please start again from the newest.',
        },
      },
    });
  });

  it('marks one’s own notifications read; another person’s ids change nothing', async () => {
    const family = await get<NotificationsPage>('client', '/api/notifications');
    const worker = await get<NotificationsPage>('candidate', '/api/notifications');
    const workerUnread = await unreadOf('candidate');
    expect(workerUnread).toBe(1);

    const marked = await post('client', '/api/notifications/read', {
      ids: [family.items[0]!.id, worker.items[0]!.id],
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ data: { unread: 2 } });
    expect(await unreadOf('candidate')).toBe(1);
    const after = await get<NotificationsPage>('client', '/api/notifications');
    expect(after.items.map((n) => n.read)).toEqual([true, false, false]);

    // Marking again keeps the first moment it was read.
    const [before] = await app.t.database.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, family.items[0]!.id));
    await post('client', '/api/notifications/read', { ids: [family.items[0]!.id] });
    const [again] = await app.t.database.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, family.items[0]!.id));
    expect(again!.readAt).toEqual(before!.readAt);
  });

  it('marks all of one’s own read, and nobody else’s', async () => {
    const all = await post('client', '/api/notifications/read-all');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ data: { unread: 0 } });
    expect(await unreadOf('client')).toBe(0);
    expect(await unreadOf('candidate')).toBe(1);
    const family = await userId('client');
    const unread = await app.t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, family), isNull(notifications.readAt)));
    expect(unread).toEqual([]);
  });

  it('refuses an empty or malformed request', async () => {
    const empty = await post('client', '/api/notifications/read', { ids: [] });
    expect(empty.statusCode).toBe(400);
    const limit = await callAs(app.t, app.tokens.client, {
      method: 'GET',
      url: '/api/notifications?limit=500',
    });
    expect(limit.statusCode).toBe(400);
  });

  it('is for signed-in people only', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['GET', '/api/notifications/email-preferences'],
    ] as const) {
      const response = await callAs(app.t, null, { method, url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('email preferences', () => {
  const typesOf = async (role: Role) =>
    (await get<EmailPreferences>(role, '/api/notifications/email-preferences')).items;
  const put = (role: Role, type: string, payload: object) =>
    callAs(app.t, app.tokens[role], {
      method: 'PUT',
      url: `/api/notifications/email-preferences/${type}`,
      payload,
    });

  it('lists the types of each role, every one on at first, the security ones locked', async () => {
    expect(await typesOf('client')).toEqual([
      { type: 'account.verify_email', email: true, locked: true },
      { type: 'account.signup_attempt', email: true, locked: true },
      { type: 'message.received', email: true, locked: false },
      { type: 'interview.agreed', email: true, locked: false },
      { type: 'interview.declined', email: true, locked: false },
      { type: 'interview.reminder', email: true, locked: false },
      { type: 'interview.cancelled', email: true, locked: false },
      { type: 'offer.accepted', email: true, locked: false },
      { type: 'offer.declined', email: true, locked: false },
      { type: 'offer.expired', email: true, locked: false },
      { type: 'candidate.hired_elsewhere', email: true, locked: false },
      { type: 'job_post.approved', email: true, locked: false },
      { type: 'job_post.rejected', email: true, locked: false },
      { type: 'job_post.changes_requested', email: true, locked: false },
      { type: 'job_post.applied', email: true, locked: false },
      { type: 'plan.activated', email: true, locked: false },
      { type: 'plan.ending', email: true, locked: false },
      { type: 'plan.credited', email: true, locked: false },
      { type: 'invoice.issued', email: true, locked: false },
      { type: 'invoice.paid', email: true, locked: false },
      { type: 'invoice.refunded', email: true, locked: false },
      { type: 'refund_case.opened', email: true, locked: false },
      { type: 'refund_case.paid', email: true, locked: false },
      { type: 'review.requested', email: true, locked: false },
      { type: 'review.published', email: true, locked: false },
    ]);
    expect((await typesOf('admin')).map((p) => p.type)).toEqual([
      'account.verify_email',
      'account.signup_attempt',
      'listing.submitted',
      'report.received',
      'report.fee_asked',
      'report.conversation',
      'refund_case.overdue',
    ]);
    for (const role of ['candidate', 'agency', 'staff'] as const) {
      const types = (await typesOf(role)).map((p) => p.type);
      expect(types).toContain('listing.approved');
      expect(types).toContain('candidate.shortlisted');
      expect(types).toContain('interview.scheduled');
      expect(types).toContain('offer.received');
      expect(types).toContain('message.received');
      expect(types).toContain('interview.proposed');
      expect(types).not.toContain('interview.declined');
      expect(types).not.toContain('offer.accepted');
      expect(types).not.toContain('candidate.hired_elsewhere');
      if (role !== 'candidate') expect(types).toContain('refund_case.opened');
      // A new job matching her own profile is news for the worker, not for an agency.
      if (role === 'candidate') expect(types).toContain('job_post.matched');
      else expect(types).not.toContain('job_post.matched');
      expect(types).not.toContain('job_post.applied');
      expect(types).not.toContain('refund_case.paid');
      expect(types).not.toContain('listing.submitted');
      expect(types).not.toContain('plan.activated');
      // A worker rates her family and hears of reviews of her; an agency is rated, rates nobody.
      expect(types).toContain('review.published');
      if (role === 'candidate') expect(types).toContain('review.requested');
      else expect(types).not.toContain('review.requested');
    }
  });

  it('turns one email off and on again, for that person only', async () => {
    const off = await put('client', 'plan.ending', { email: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      data: { item: { type: 'plan.ending', email: false, locked: false } },
    });
    expect((await typesOf('client')).find((p) => p.type === 'plan.ending')!.email).toBe(false);
    const family = await userId('client');
    const stored = await app.t.database.db
      .select({ type: emailPreferences.type, email: emailPreferences.email })
      .from(emailPreferences)
      .where(eq(emailPreferences.userId, family));
    expect(stored).toEqual([{ type: 'plan.ending', email: false }]);
    expect(
      emailWanted(Object.fromEntries(stored.map((s) => [s.type, s.email])), 'plan.ending'),
    ).toBe(false);

    const on = await put('client', 'plan.ending', { email: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await typesOf('client')).find((p) => p.type === 'plan.ending')!.email).toBe(true);
  });

  it('refuses to turn off a security email, or one of another role, and stores nothing', async () => {
    const locked = await put('candidate', 'account.signup_attempt', { email: false });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({
      error: {
        code: 'validation',
        message: 'Security emails about your account are always sent and cannot be turned off.',
      },
    });
    const arabic = await callAs(app.t, app.tokens.candidate, {
      method: 'PUT',
      url: '/api/notifications/email-preferences/account.verify_email',
      headers: { 'accept-language': 'ar' },
      payload: { email: false },
    });
    expect(arabic.json()).toMatchObject({
      error: { message: 'رسائل الأمان الخاصة بحسابك تُرسل دائمًا ولا يمكن إيقافها.' },
    });
    const notMine = await put('candidate', 'invoice.paid', { email: false });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json()).toMatchObject({
      error: { fields: { type: 'Your account does not receive this kind of email.' } },
    });
    const unknown = await put('candidate', 'listing.unknown', { email: false });
    expect(unknown.statusCode).toBe(400);
    const worker = await userId('candidate');
    expect(
      await app.t.database.db
        .select()
        .from(emailPreferences)
        .where(eq(emailPreferences.userId, worker)),
    ).toEqual([]);
  });
});

describe('emailWanted', () => {
  it('sends security emails whatever is stored, and others unless turned off', () => {
    for (const type of NOTIFICATION_TYPES) expect(emailWanted({}, type)).toBe(true);
    expect(emailWanted({ 'account.verify_email': false }, 'account.verify_email')).toBe(true);
    expect(emailWanted({ 'invoice.paid': false }, 'invoice.paid')).toBe(false);
    expect(emailWanted({ 'invoice.paid': true }, 'invoice.paid')).toBe(true);
  });
});
