import type { AdminInvoiceRow, AdminOrderRow } from '@bayti/data/contract';
import type { MessageId } from '../../i18n/translate';
import type { CsvValue } from './csv';

/** A CSV column: its header (a message id, said in the caller's language) and its cell of a row. */
export interface CsvColumn<Row> {
  header: MessageId;
  cell: (row: Row) => CsvValue;
}

/** The row fields a header of the catalogues names (`csv.orderNo` for orderNo). */
type HeaderField = MessageId extends infer Id
  ? Id extends `csv.${infer Field}`
    ? Field
    : never
  : never;
/** The fields of a row that hold a cell as it is shown. */
type TextField<Row> = {
  [Field in keyof Row]: Row[Field] extends CsvValue ? Field : never;
}[keyof Row];

/** A column that shows the row's field of the header's name as it is. */
const column = <Row>(field: HeaderField & TextField<Row>): CsvColumn<Row> => ({
  header: `csv.${field}`,
  cell: (row) => row[field] as CsvValue,
});

/** Amounts in AED with 2 decimals. */
const amount = <Row extends { amount: number }>(): CsvColumn<Row> => ({
  header: 'csv.amount',
  cell: (row) => row.amount.toFixed(2),
});

/** Order Download: the columns of Accounts > Orders. */
export const ORDER_CSV_COLUMNS: CsvColumn<AdminOrderRow>[] = [
  column('orderNo'),
  column('orderDate'),
  column('client'),
  amount(),
  column('workerNationality'),
  column('paymentStatus'),
  column('recruitmentStatus'),
  column('position'),
  column('deployingCountry'),
  column('description'),
  column('lastUpdatedOn'),
];

/** Invoice Download: the columns of Accounts > Invoice. */
export const INVOICE_CSV_COLUMNS: CsvColumn<AdminInvoiceRow>[] = [
  column('invoiceNo'),
  column('invoiceDate'),
  column('client'),
  column('workerNationality'),
  column('paymentStatus'),
  column('deployingCountry'),
  amount(),
  column('description'),
  column('orderNo'),
  column('lastUpdatedOn'),
];
