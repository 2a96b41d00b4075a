import {
  emailWanted,
  isSecurityNotification,
  type EmailChoices,
  type NotificationType,
} from '@bayti/data/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/connection';
import { emailDeliveries, emailPreferences, events, notifications, users } from '../db/schema';
import type { Transaction } from '../db/transaction';
import type { MailAttachments } from '../mail/attachments';
import type { MailTransport } from '../mail/mailer';
import { notificationMail } from '../mail/notification-mail';
import {
  issueEmailVerificationToken,
  verifyEmailLink,
} from '../modules/auth/email-verification-token';

export interface DeliveryDeps {
  db: Database;
  clock: Clock;
  mail: MailTransport;
  log: FastifyBaseLogger;
  /** Links in mails start with it. */
  publicUrl: string;
  /** The files some notification types' emails carry (an 'invoice.paid' email: the PDF). */
  attachments?: MailAttachments;
}

/** Events claimed per transaction. */
const BATCH = 50;
/**
 * A mail that failed is tried again on later runs, up to this many attempts in all, waiting a
 * minute after the first failure and twice as long after each next one.
 */
export const MAX_MAIL_ATTEMPTS = 5;
/** A mail left "sending" this long (its server stopped mid-send) is tried again. */
const STUCK_AFTER_MS = 10 * 60 * 1000;

interface Recipient {
  id: number;
  email: string;
  name: string;
  locale: 'en' | 'ar';
  active: boolean;
  verified: boolean;
}

interface PendingMail {
  eventId: number;
  userId: number;
}

/**
 * Whether a person gets the email of an event: an active account, at a verified address (so a
 * mistyped sign-up does not mail a stranger) unless it is a security mail, and as their email
 * choices in Settings say (emailWanted: security mails cannot be turned off).
 */
function wantsEmail(person: Recipient, type: NotificationType, choices: EmailChoices): boolean {
  if (!person.active) return false;
  if (!person.verified && !isSecurityNotification(type)) return false;
  return emailWanted(choices, type);
}

/**
 * Claims up to BATCH undelivered events (rows another server holds are skipped, not waited for),
 * writes their notifications and one email_deliveries row per recipient, and marks them
 * delivered, all in one transaction. Returns the mails to send and how many events it took.
 */
async function claimEvents(tx: Transaction, now: Date) {
  const batch = await tx
    .select()
    .from(events)
    .where(isNull(events.deliveredAt))
    .orderBy(asc(events.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  if (batch.length === 0) return { taken: 0, mails: [] as PendingMail[] };

  const ids = [...new Set(batch.flatMap((event) => event.recipientIds))];
  const people = new Map(
    (
      await tx
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          locale: users.locale,
          active: sql<boolean>`${users.status} = 'ACTIVE'`,
          verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
        })
        .from(users)
        .where(inArray(users.id, ids))
    ).map((person) => [person.id, person as Recipient]),
  );
  const choices = new Map<number, EmailChoices>();
  for (const row of await tx
    .select()
    .from(emailPreferences)
    .where(inArray(emailPreferences.userId, ids))) {
    choices.set(row.userId, { ...choices.get(row.userId), [row.type]: row.email });
  }

  const notificationRows = [];
  const deliveryRows = [];
  for (const event of batch) {
    for (const userId of event.recipientIds) {
      const person = people.get(userId);
      if (!person) continue; // the account was deleted since
      notificationRows.push({
        userId,
        eventId: event.id,
        type: event.type,
        params: event.params,
        link: event.link,
        createdAt: event.createdAt,
      });
      const send = wantsEmail(person, event.type, choices.get(userId) ?? {});
      deliveryRows.push({
        eventId: event.id,
        userId,
        state: send ? ('sending' as const) : ('skipped' as const),
        attempts: send ? 1 : 0,
        updatedAt: now,
      });
    }
  }
  if (notificationRows.length > 0) {
    await tx.insert(notifications).values(notificationRows).onConflictDoNothing();
  }
  const mails =
    deliveryRows.length === 0
      ? []
      : await tx.insert(emailDeliveries).values(deliveryRows).onConflictDoNothing().returning({
          eventId: emailDeliveries.eventId,
          userId: emailDeliveries.userId,
          state: emailDeliveries.state,
        });
  await tx
    .update(events)
    .set({ deliveredAt: now })
    .where(
      inArray(
        events.id,
        batch.map((event) => event.id),
      ),
    );
  return { taken: batch.length, mails: mails.filter((mail) => mail.state === 'sending') };
}

/** Failed mails with attempts left, and mails a stopped server left sending: claimed again. */
async function claimRetries(db: Database, now: Date): Promise<PendingMail[]> {
  const stuckBefore = new Date(now.getTime() - STUCK_AFTER_MS);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ eventId: emailDeliveries.eventId, userId: emailDeliveries.userId })
      .from(emailDeliveries)
      .where(
        sql`(${emailDeliveries.state} = 'failed' and ${emailDeliveries.attempts} < ${MAX_MAIL_ATTEMPTS}
            and ${emailDeliveries.updatedAt}
              <= ${now}::timestamptz - interval '1 minute' * power(2, ${emailDeliveries.attempts} - 1))
          or (${emailDeliveries.state} = 'sending' and ${emailDeliveries.updatedAt} < ${stuckBefore})`,
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const mail of due) {
      await tx
        .update(emailDeliveries)
        .set({ state: 'sending', attempts: sql`${emailDeliveries.attempts} + 1`, updatedAt: now })
        .where(
          and(eq(emailDeliveries.eventId, mail.eventId), eq(emailDeliveries.userId, mail.userId)),
        );
    }
    return due;
  });
}

/** Writes and sends one claimed mail, then records how it went. */
async function sendMail(deps: DeliveryDeps, pending: PendingMail): Promise<boolean> {
  const { db, clock, mail, publicUrl } = deps;
  const [row] = await db
    .select({
      type: events.type,
      params: events.params,
      link: events.link,
      email: users.email,
      name: users.name,
      locale: users.locale,
    })
    .from(events)
    .innerJoin(users, eq(users.id, pending.userId))
    .where(eq(events.id, pending.eventId));
  const where = and(
    eq(emailDeliveries.eventId, pending.eventId),
    eq(emailDeliveries.userId, pending.userId),
  );
  if (!row) {
    await db.update(emailDeliveries).set({ state: 'skipped', updatedAt: clock.now() }).where(where);
    return false;
  }
  try {
    const link =
      row.type === 'account.verify_email'
        ? verifyEmailLink(
            publicUrl,
            await issueEmailVerificationToken(db, pending.userId, clock.now()),
          )
        : row.link
          ? `${publicUrl}${row.link}`
          : null;
    const attach = deps.attachments?.[row.type];
    const attachments = attach
      ? await attach({
          userId: pending.userId,
          locale: row.locale,
          params: row.params,
          now: clock.now(),
        })
      : [];
    await mail.send({
      to: row.email,
      ...(attachments.length > 0 ? { attachments } : {}),
      ...notificationMail({
        type: row.type,
        locale: row.locale,
        name: row.name,
        params: row.params,
        link,
        settingsUrl: `${publicUrl}/settings`,
      }),
    });
    await db
      .update(emailDeliveries)
      .set({ state: 'sent', error: null, updatedAt: clock.now() })
      .where(where);
    return true;
  } catch (error) {
    deps.log.error({ err: error, eventId: pending.eventId }, 'Sending a notification email failed');
    await db
      .update(emailDeliveries)
      .set({ state: 'failed', error: String(error).slice(0, 500), updatedAt: clock.now() })
      .where(where);
    return false;
  }
}

/**
 * The deliver-events job: turns every undelivered event into notifications and emails, then
 * retries failed mails. Safe with several servers at once: each event and each mail is claimed
 * by exactly one of them (row locks, skip locked), and a mail's row exists before it is sent.
 */
export async function deliverEvents(deps: DeliveryDeps): Promise<{ events: number; sent: number }> {
  let taken = 0;
  let sent = 0;
  for (;;) {
    const claimed = await deps.db.transaction((tx) => claimEvents(tx, deps.clock.now()));
    if (claimed.taken === 0) break;
    taken += claimed.taken;
    for (const mail of claimed.mails) if (await sendMail(deps, mail)) sent += 1;
  }
  for (const mail of await claimRetries(deps.db, deps.clock.now())) {
    if (await sendMail(deps, mail)) sent += 1;
  }
  return { events: taken, sent };
}
