import type { AdminInvoiceRow, AdminOrderRow } from '@bayti/data/contract';
import type { CsvValue } from './csv';

/** A CSV column: its header (English; translated per request) and its cell of a row. */
interface Column<Row> {
  header: string;
  cell: (row: Row) => CsvValue;
}

const amount = (value: number) => value.toFixed(2);

/** Order Download: the columns of Accounts > Orders, amounts in AED with 2 decimals. */
export const ORDER_CSV_COLUMNS: Column<AdminOrderRow>[] = [
  { header: 'Order No', cell: (r) => r.orderNo },
  { header: 'Order Date', cell: (r) => r.orderDate },
  { header: 'Client', cell: (r) => r.client },
  { header: 'Amount (AED)', cell: (r) => amount(r.amount) },
  { header: 'Worker Nationality', cell: (r) => r.workerNationality },
  { header: 'Payment Status', cell: (r) => r.paymentStatus },
  { header: 'Recruitment Status', cell: (r) => r.recruitmentStatus },
  { header: 'Position', cell: (r) => r.position },
  { header: 'Deploying Country', cell: (r) => r.deployingCountry },
  { header: 'Description', cell: (r) => r.description },
  { header: 'Last Updated On', cell: (r) => r.lastUpdatedOn },
];

/** Invoice Download: the columns of Accounts > Invoice. */
export const INVOICE_CSV_COLUMNS: Column<AdminInvoiceRow>[] = [
  { header: 'Invoice No', cell: (r) => r.invoiceNo },
  { header: 'Invoice Date', cell: (r) => r.invoiceDate },
  { header: 'Client', cell: (r) => r.client },
  { header: 'Worker Nationality', cell: (r) => r.workerNationality },
  { header: 'Payment Status', cell: (r) => r.paymentStatus },
  { header: 'Deploying Country', cell: (r) => r.deployingCountry },
  { header: 'Amount (AED)', cell: (r) => amount(r.amount) },
  { header: 'Description', cell: (r) => r.description },
  { header: 'Order No', cell: (r) => r.orderNo },
  { header: 'Last Updated On', cell: (r) => r.lastUpdatedOn },
];
