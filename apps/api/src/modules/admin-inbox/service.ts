import type {
  AdminInboxPage,
  AdminInboxQuery,
  InboxItem,
  InboxKind,
  InboxItemParams,
} from '@bayti/data/contract';
import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import { contactMessages, newsletterSubscribers, visaRequests } from '../../db/schema';
import { notFound } from '../../errors';

type InboxTable = typeof contactMessages | typeof visaRequests | typeof newsletterSubscribers;

const TABLES: Record<InboxKind, InboxTable> = {
  contact: contactMessages,
  visa: visaRequests,
  newsletter: newsletterSubscribers,
};

/** What each kind's rows hold, as the contract's item of that kind. */
const COLUMNS = {
  contact: {
    id: contactMessages.id,
    handled: contactMessages.handled,
    createdAt: contactMessages.createdAt,
    name: contactMessages.name,
    email: contactMessages.email,
    countryCode: contactMessages.countryCode,
    phone: contactMessages.phone,
    message: contactMessages.message,
    worker: contactMessages.worker,
    employer: contactMessages.employer,
  },
  visa: {
    id: visaRequests.id,
    handled: visaRequests.handled,
    createdAt: visaRequests.createdAt,
    name: visaRequests.name,
    countryCode: visaRequests.countryCode,
    phone: visaRequests.phone,
    message: visaRequests.message,
  },
  newsletter: {
    id: newsletterSubscribers.id,
    handled: newsletterSubscribers.handled,
    createdAt: newsletterSubscribers.createdAt,
    email: newsletterSubscribers.email,
  },
} as const;

type Row = { createdAt: Date } & Record<string, unknown>;

const asItem = (kind: InboxKind, { createdAt, ...row }: Row) =>
  ({ kind, ...row, createdAt: createdAt.toISOString() }) as InboxItem;

/** The public forms' submissions, for the admin to read and mark handled. */
export class InboxService {
  constructor(private readonly db: Database) {}

  async list(query: AdminInboxQuery): Promise<AdminInboxPage> {
    const table = TABLES[query.kind];
    const where: SQL | undefined =
      query.handled === undefined ? undefined : eq(table.handled, query.handled);
    const [rows, [total], unhandled] = await Promise.all([
      this.db
        .select(COLUMNS[query.kind])
        .from(table)
        .where(where)
        // Unhandled first, newest first (the inbox index: handled, created_at).
        .orderBy(asc(table.handled), desc(table.createdAt), desc(table.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(table).where(where),
      this.unhandledCounts(),
    ]);
    return {
      items: rows.map((row) => asItem(query.kind, row)),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
      unhandled,
    };
  }

  async setHandled({ kind, id }: InboxItemParams, handled: boolean): Promise<InboxItem> {
    if (!fitsIntegerColumn(id)) throw notFound('inbox.notFound');
    const table = TABLES[kind];
    const [row] = await this.db
      .update(table)
      .set({ handled })
      .where(eq(table.id, id))
      .returning(COLUMNS[kind]);
    if (!row) throw notFound('inbox.notFound');
    return asItem(kind, row);
  }

  private async unhandledCounts(): Promise<AdminInboxPage['unhandled']> {
    const [contact, visa, newsletter] = await Promise.all(
      (['contact', 'visa', 'newsletter'] as const).map(async (kind) => {
        const table = TABLES[kind];
        const [row] = await this.db
          .select({ n: count() })
          .from(table)
          .where(eq(table.handled, false));
        return row?.n ?? 0;
      }),
    );
    return { contact: contact ?? 0, visa: visa ?? 0, newsletter: newsletter ?? 0 };
  }
}
