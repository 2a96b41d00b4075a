import {
  NOTIFICATION_TYPES_BY_ROLE,
  emailWanted,
  isSecurityNotification,
  notifiesRole,
  type EmailChoices,
  type EmailPreference,
  type Notification,
  type NotificationType,
  type NotificationsPage,
  type NotificationsQuery,
  type Role,
} from '@bayti/data/contract';
import { and, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { emailPreferences, notifications } from '../../db/schema';
import { validationError } from '../../errors';
import type { MessageLocale } from '../../i18n/locale';
import { translate, type MessageId } from '../../i18n/translate';

/** The person a request is for: the session's user. */
export interface Reader {
  readonly id: number;
  readonly role: Role;
}

type NotificationRow = Pick<
  typeof notifications.$inferSelect,
  'id' | 'type' | 'params' | 'link' | 'createdAt' | 'readAt'
>;

const asNotification = (locale: MessageLocale, row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: translate(locale, `notify.${row.type}.title` as MessageId, row.params),
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** The bell and its page: one's own notifications, read or not, and which emails one receives. */
export class NotificationsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Newest first (notifications_user_created_idx); a cursor is the id of the last row shown, and
   * the page continues with the rows before it in that order.
   */
  async list(
    reader: Reader,
    query: NotificationsQuery,
    locale: MessageLocale,
  ): Promise<NotificationsPage> {
    const mine = eq(notifications.userId, reader.id);
    let after: SQL | undefined;
    if (query.cursor !== undefined) {
      const [last] = await this.db
        .select({ createdAt: notifications.createdAt, id: notifications.id })
        .from(notifications)
        .where(and(mine, eq(notifications.id, Number(query.cursor))));
      if (!last) throw validationError({ cursor: 'notifications.cursorInvalid' });
      after = or(
        lt(notifications.createdAt, last.createdAt),
        and(eq(notifications.createdAt, last.createdAt), lt(notifications.id, last.id)),
      );
    }
    const [rows, unread] = await Promise.all([
      this.db
        .select({
          id: notifications.id,
          type: notifications.type,
          params: notifications.params,
          link: notifications.link,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .where(and(mine, after))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        // One more than asked says whether another page follows.
        .limit(query.limit + 1),
      this.unread(reader),
    ]);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => asNotification(locale, row)),
      nextCursor: rows.length > query.limit && last ? String(last.id) : null,
      unread,
    };
  }

  /** The unread count: a read of the partial index notifications_user_unread_idx. */
  async unread(reader: Reader): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, reader.id), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  /** Marks these of the reader's notifications read; ids of another person's change nothing. */
  async markRead(reader: Reader, ids: readonly number[]): Promise<number> {
    await this.db
      .update(notifications)
      .set({ readAt: this.clock.now() })
      .where(
        and(
          eq(notifications.userId, reader.id),
          inArray(notifications.id, [...ids]),
          isNull(notifications.readAt),
        ),
      );
    return this.unread(reader);
  }

  async markAllRead(reader: Reader): Promise<number> {
    await this.db
      .update(notifications)
      .set({ readAt: this.clock.now() })
      .where(and(eq(notifications.userId, reader.id), isNull(notifications.readAt)));
    return 0;
  }

  /** Every type of the reader's role, in the catalogue's order, with the reader's choice. */
  async emailPreferences(reader: Reader): Promise<EmailPreference[]> {
    const stored = await this.db
      .select({ type: emailPreferences.type, email: emailPreferences.email })
      .from(emailPreferences)
      .where(eq(emailPreferences.userId, reader.id));
    const choices: EmailChoices = Object.fromEntries(stored.map((row) => [row.type, row.email]));
    return NOTIFICATION_TYPES_BY_ROLE[reader.role].map((type) => ({
      type,
      email: emailWanted(choices, type),
      locked: isSecurityNotification(type),
    }));
  }

  /** Turns one type's email on or off; a security type, or one of another role, is refused. */
  async setEmailPreference(
    reader: Reader,
    type: NotificationType,
    email: boolean,
  ): Promise<EmailPreference> {
    if (!notifiesRole(reader.role, type))
      throw validationError({ type: 'notifications.typeNotYours' });
    if (isSecurityNotification(type))
      throw validationError({ type: 'notifications.emailLocked' }, 'notifications.emailLocked');
    await this.db
      .insert(emailPreferences)
      .values({ userId: reader.id, type, email })
      .onConflictDoUpdate({
        target: [emailPreferences.userId, emailPreferences.type],
        set: { email: sql`excluded.email` },
      });
    return { type, email, locked: false };
  }
}
