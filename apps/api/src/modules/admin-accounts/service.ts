import type {
  AdminAccountsQuery,
  AdminAccountsSearch,
  AdminInvoiceRow,
  AdminInvoicesPage,
  AdminOrderRow,
  AdminOrdersPage,
  AdminPaymentStatus,
  AdminRecruitmentStatus,
} from '@bayti/data/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { invoices, orders, users } from '../../db/schema';
import { uaeDay } from '../../uae-calendar';
import { amountText, matching, pageOf, refundsOf } from '../billing';

/** The admin tables' labels of the stored statuses. */
const paymentLabel = sql<AdminPaymentStatus>`case when ${invoices.paymentStatus} = 'Paid' then 'PAID' else 'PENDING' end`;
const recruitmentLabel = sql<AdminRecruitmentStatus>`case when ${orders.status} = 'Completed' then 'COMPLETED' else 'IN PROGRESS' end`;

const orderColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  orderDate: orders.orderedOn,
  client: users.name,
  amount: orders.amount,
  workerNationality: orders.nationality,
  paymentStatus: paymentLabel,
  recruitmentStatus: recruitmentLabel,
  description: orders.description,
  invoiceId: invoices.id,
  updatedAt: orders.updatedAt,
};

const invoiceColumns = {
  id: invoices.id,
  invoiceNo: invoices.invoiceNo,
  invoiceDate: invoices.issuedOn,
  client: users.name,
  workerNationality: orders.nationality,
  paymentStatus: paymentLabel,
  amount: invoices.amount,
  description: orders.description,
  orderNo: orders.orderNo,
  updatedAt: invoices.updatedAt,
};

/** Every shown column of Accounts > Orders as one searchable text. */
const orderSearchText = sql`concat_ws(' ', ${orders.orderNo}, ${orders.orderedOn}::text, ${users.name}, ${amountText(orders.amount)}, ${orders.nationality}, ${paymentLabel}, ${recruitmentLabel}, ${orders.description})`;
/** Every shown column of Accounts > Invoice as one searchable text. */
const invoiceSearchText = sql`concat_ws(' ', ${invoices.invoiceNo}, ${invoices.issuedOn}::text, ${users.name}, ${amountText(invoices.amount)}, ${orders.nationality}, ${paymentLabel}, ${orders.description}, ${orders.orderNo})`;

/** Orders have no position or deploying country yet (access plans have no worker). */
const asOrderRow = ({ updatedAt, ...row }: OrderRecord): AdminOrderRow => ({
  ...row,
  position: null,
  deployingCountry: null,
  lastUpdatedOn: uaeDay(updatedAt),
});
/** Invoice rows with each one's refunds (credit notes), read in one query. */
async function asInvoiceRows(db: Database, records: InvoiceRecord[]): Promise<AdminInvoiceRow[]> {
  const refunds = await refundsOf(
    db,
    records.map((r) => r.id),
  );
  return records.map(({ updatedAt, ...row }) => ({
    ...row,
    deployingCountry: null,
    lastUpdatedOn: uaeDay(updatedAt),
    ...refunds(row.id),
  }));
}

type OrderRecord = Omit<AdminOrderRow, 'position' | 'deployingCountry' | 'lastUpdatedOn'> & {
  updatedAt: Date;
};
type InvoiceRecord = Omit<
  AdminInvoiceRow,
  'deployingCountry' | 'lastUpdatedOn' | 'refunded' | 'creditNotes'
> & {
  updatedAt: Date;
};

/** Accounts > Orders and Invoice: every family's, for the admin. */
export class AdminAccountsService {
  constructor(private readonly db: Database) {}

  private orderQuery(search: string | undefined) {
    return this.db
      .select(orderColumns)
      .from(orders)
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .innerJoin(users, eq(users.id, orders.familyId))
      .where(matching(orderSearchText, search))
      .orderBy(desc(orders.orderedAt), desc(orders.id))
      .$dynamic();
  }

  private invoiceQuery(search: string | undefined) {
    return this.db
      .select(invoiceColumns)
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(users, eq(users.id, invoices.familyId))
      .where(matching(invoiceSearchText, search))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .$dynamic();
  }

  async orders(query: AdminAccountsQuery): Promise<AdminOrdersPage> {
    const page = await pageOf(
      query,
      this.orderQuery(query.search),
      this.db
        .select({ n: count() })
        .from(orders)
        .innerJoin(invoices, eq(invoices.orderId, orders.id))
        .innerJoin(users, eq(users.id, orders.familyId))
        .where(matching(orderSearchText, query.search)),
    );
    return { ...page, items: page.items.map(asOrderRow) };
  }

  async invoices(query: AdminAccountsQuery): Promise<AdminInvoicesPage> {
    const page = await pageOf(
      query,
      this.invoiceQuery(query.search),
      this.db
        .select({ n: count() })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .innerJoin(users, eq(users.id, invoices.familyId))
        .where(matching(invoiceSearchText, query.search)),
    );
    return { ...page, items: await asInvoiceRows(this.db, page.items) };
  }

  /** Every order the search finds (the download), newest first. */
  async allOrders({ search }: AdminAccountsSearch): Promise<AdminOrderRow[]> {
    return (await this.orderQuery(search)).map(asOrderRow);
  }

  async allInvoices({ search }: AdminAccountsSearch): Promise<AdminInvoiceRow[]> {
    return asInvoiceRows(this.db, await this.invoiceQuery(search));
  }
}
