import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connection';
import {
  emailDeliveries,
  emailPreferences,
  emailVerificationTokens,
  events,
  notifications,
  users,
} from '../db/schema';
import { hashToken } from '../auth/sessions';
import { emitEvent } from '../events/emit';
import type { MailMessage, MailTransport } from '../mail/mailer';
import { demoEmail, startTestApp, type TestApp } from '../test/harness';
import { deliverEvents, MAX_MAIL_ATTEMPTS, type DeliveryDeps } from './deliver-events';

/** A transport that keeps what it is given, and can be told to fail. */
class KeptMail implements MailTransport {
  readonly kind = 'smtp' as const;
  sent: MailMessage[] = [];
  failing = false;
  async send(message: MailMessage) {
    if (this.failing) throw new Error('SMTP server unreachable');
    this.sent.push(message);
  }
}

let t: TestApp;
let db: Database;
let deps: DeliveryDeps;
const mail = new KeptMail();
let family: { id: number; email: string };
let worker: { id: number; email: string };

const userByEmail = async (email: string) => {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row!;
};

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  deps = {
    db,
    clock: t.clock,
    mail,
    log: (t.app as FastifyInstance).log,
    publicUrl: 'https://bayti.test',
  };
  family = await userByEmail(demoEmail('client'));
  worker = await userByEmail(demoEmail('candidate'));
});
afterAll(() => t.close());
beforeEach(() => {
  mail.sent = [];
  mail.failing = false;
});

const emit = (input: Parameters<typeof emitEvent>[2]) => emitEvent(db, t.clock.now(), input);

describe('delivering events', () => {
  it('writes one notification per recipient and mails each in their language', async () => {
    await db.update(users).set({ locale: 'ar' }).where(eq(users.id, worker.id));
    await emit({
      type: 'listing.rejected',
      recipientIds: [family.id, worker.id, worker.id],
      params: { candidate: 'Maria', reason: 'The photo is not of her' },
      link: '/dashboard/candidate',
    });

    expect(await deliverEvents(deps)).toEqual({ events: 1, sent: 2 });

    const toFamily = mail.sent.find((m) => m.to === family.email)!;
    expect(toFamily.subject).toBe('Your listing of Maria was not approved');
    expect(toFamily.text).toContain('The reason: The photo is not of her');
    expect(toFamily.text).toContain('https://bayti.test/dashboard/candidate');
    expect(toFamily.text).toContain('https://bayti.test/settings');
    const toWorker = mail.sent.find((m) => m.to === worker.email)!;
    expect(toWorker.subject).toBe('لم تتم الموافقة على ملف Maria');

    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'listing.rejected'));
    expect(rows.map((r) => r.userId).sort()).toEqual([family.id, worker.id].sort());
    expect(rows[0]?.readAt).toBeNull();
    await db.update(users).set({ locale: 'en' }).where(eq(users.id, worker.id));
  });

  it('sends nothing twice: a second run finds nothing to do', async () => {
    await emit({
      type: 'plan.activated',
      recipientIds: [family.id],
      params: { plan: 'Basic', date: '2026-12-10' },
    });
    expect((await deliverEvents(deps)).sent).toBe(1);
    expect(await deliverEvents(deps)).toEqual({ events: 0, sent: 0 });
    expect(mail.sent).toHaveLength(1);
  });

  it('respects a turned-off email but still shows the notification', async () => {
    await db
      .insert(emailPreferences)
      .values({ userId: family.id, type: 'invoice.issued', email: false });
    await emit({
      type: 'invoice.issued',
      recipientIds: [family.id],
      params: { invoice: 'INV-1', amount: '195.00' },
    });

    expect(await deliverEvents(deps)).toEqual({ events: 1, sent: 0 });
    expect(mail.sent).toHaveLength(0);
    const [row] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'invoice.issued'));
    expect(row?.userId).toBe(family.id);
    const [delivery] = await db
      .select()
      .from(emailDeliveries)
      .innerJoin(events, eq(events.id, emailDeliveries.eventId))
      .where(eq(events.type, 'invoice.issued'));
    expect(delivery?.email_deliveries.state).toBe('skipped');
  });

  it('mails an unverified address only its security mails, with a working verification link', async () => {
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, worker.id));
    // Turning security mail off is refused by Settings; even a stored choice does not stop it.
    await db
      .insert(emailPreferences)
      .values({ userId: worker.id, type: 'account.verify_email', email: false });
    await emit({
      type: 'candidate.shortlisted',
      recipientIds: [worker.id],
      params: { candidate: 'Maria' },
    });
    await emit({
      type: 'account.verify_email',
      recipientIds: [worker.id],
      params: { name: 'Maria' },
      link: '/verify-email',
    });

    expect(await deliverEvents(deps)).toEqual({ events: 2, sent: 1 });
    const [verify] = mail.sent;
    expect(verify?.subject).toBe('Verify your email address');
    expect(verify?.text).not.toContain('/settings');
    const token = decodeURIComponent(/verify-email\?token=([^\s]+)/.exec(verify!.text)![1]!);
    const [stored] = await db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, hashToken(token)));
    expect(stored?.userId).toBe(worker.id);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
    await db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, worker.id));
  });

  it('writes the same scheduled event once whatever runs it', async () => {
    const input = {
      type: 'plan.ending' as const,
      recipientIds: [family.id],
      params: { plan: 'Basic', date: '2026-12-10' },
      dedupeKey: 'plan-ending:test',
    };
    expect(await emit(input)).toBe(true);
    expect(await emit(input)).toBe(false);
    expect((await deliverEvents(deps)).sent).toBe(1);
  });

  it('retries a failed mail on later runs, up to the attempt limit', async () => {
    mail.failing = true;
    await emit({
      type: 'invoice.paid',
      recipientIds: [family.id],
      params: { invoice: 'INV-2', amount: '195.00' },
    });
    expect(await deliverEvents(deps)).toEqual({ events: 1, sent: 0 });
    const state = async () => {
      const [row] = await db
        .select({ state: emailDeliveries.state, attempts: emailDeliveries.attempts })
        .from(emailDeliveries)
        .innerJoin(events, eq(events.id, emailDeliveries.eventId))
        .where(and(eq(events.type, 'invoice.paid'), eq(emailDeliveries.userId, family.id)));
      return row;
    };
    expect(await state()).toEqual({ state: 'failed', attempts: 1 });

    mail.failing = false;
    t.clock.advance(30_000);
    expect(await deliverEvents(deps)).toEqual({ events: 0, sent: 0 });
    t.clock.advance(30_000);
    expect(await deliverEvents(deps)).toEqual({ events: 0, sent: 1 });
    expect(await state()).toEqual({ state: 'sent', attempts: 2 });
    expect(mail.sent).toHaveLength(1);

    mail.failing = true;
    await emit({
      type: 'invoice.paid',
      recipientIds: [worker.id],
      params: { invoice: 'INV-3', amount: '1.00' },
    });
    for (let run = 0; run < MAX_MAIL_ATTEMPTS + 2; run += 1) {
      await deliverEvents(deps);
      t.clock.advance(24 * 60 * 60 * 1000);
    }
    const [last] = await db
      .select({ state: emailDeliveries.state, attempts: emailDeliveries.attempts })
      .from(emailDeliveries)
      .innerJoin(events, eq(events.id, emailDeliveries.eventId))
      .where(and(eq(events.type, 'invoice.paid'), eq(emailDeliveries.userId, worker.id)));
    expect(last).toEqual({ state: 'failed', attempts: MAX_MAIL_ATTEMPTS });
  });

  it('mails nobody whose account is inactive', async () => {
    await db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, family.id));
    await emit({
      type: 'plan.activated',
      recipientIds: [family.id],
      params: { plan: 'Basic', date: '2026-12-10' },
    });
    expect(await deliverEvents(deps)).toEqual({ events: 1, sent: 0 });
    await db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, family.id));
  });
});
