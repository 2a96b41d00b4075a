import { Button, EmptyState, Link, Spinner } from '@bayti/ui';
import { FileX, Printer } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { Logo } from '../Logo';
import layout from '../page/Page.module.css';
import styles from './InvoiceDocument.module.css';

/** A family's invoice for access, or an agency's invoice to the family that hired: their looks differ a little. */
type InvoiceVariant = 'family' | 'agency';

interface InvoiceContent {
  /** The browser's title while the invoice shows: it names the file saved when printing to PDF. */
  documentTitle: string;
  number: string;
  status: ReactNode;
  /** The issuer's lines under its label. */
  from: ReactNode;
  /** The customer's lines under its label. */
  billedTo: ReactNode;
  /** Number, date and the like, as term and value. */
  facts: readonly (readonly [term: string, value: ReactNode])[];
  /** The lines, totals and notes below the parties. */
  body: ReactNode;
}

interface InvoiceDocumentProps {
  variant: InvoiceVariant;
  backHref: string;
  /** The reader's invoice messages; the document's own names for the rest. */
  labels: { back: string; print: string; loading: string };
  heading: string;
  fromLabel: string;
  billedToLabel: string;
  /** Shown instead of the document when the invoice could not be read. */
  error?: ReactNode;
  /** Beside Print: the document as a file (Download PDF). */
  download?: ReactNode;
  /** Absent while the invoice loads. */
  invoice?: InvoiceContent;
}

/** One invoice as a document to read, share or print (print styles leave only the document). */
export function InvoiceDocument(props: InvoiceDocumentProps) {
  const { variant, labels, error, invoice } = props;
  const brand = useMessages().brand;
  const titleId = useId();
  const documentTitle = invoice?.documentTitle;

  useEffect(() => {
    if (documentTitle === undefined) return;
    const previous = document.title;
    document.title = `${documentTitle} · ${brand.name}`;
    return () => {
      document.title = previous;
    };
  }, [documentTitle, brand.name]);

  return (
    <div className={`${layout.column} ${styles.page}`} data-variant={variant}>
      <div className={styles.actions}>
        <Link href={props.backHref} variant="standalone">
          {labels.back}
        </Link>
        <div className={styles.buttons}>
          {props.download}
          <Button onPress={() => window.print()} isDisabled={!invoice}>
            <Printer aria-hidden size={18} />
            {labels.print}
          </Button>
        </div>
      </div>
      {error ??
        (!invoice ? (
          <p role="status" className={styles.loading}>
            <Spinner size="sm" />
            <span>{labels.loading}</span>
          </p>
        ) : (
          <article className={`${layout.column} ${styles.document}`} aria-labelledby={titleId}>
            <header className={styles.row}>
              <div className={`${layout.column} ${styles.block}`}>
                <Logo name={brand.name} />
                <p className={styles.small}>
                  <span className={styles.label}>{props.fromLabel}</span>
                  {invoice.from}
                </p>
              </div>
              <div className={`${layout.column} ${styles.block}`} data-align="end">
                <h1 id={titleId} className={styles.title}>
                  {props.heading}{' '}
                  <bdi dir="ltr" className={styles.nowrap}>
                    {invoice.number}
                  </bdi>
                </h1>
                {invoice.status}
              </div>
            </header>
            <div className={styles.row}>
              <dl className={styles.facts}>
                {invoice.facts.map(([term, value]) => (
                  <FactRow key={term} term={term} value={value} />
                ))}
              </dl>
              <p className={styles.small}>
                <span className={styles.label}>{props.billedToLabel}</span>
                {invoice.billedTo}
              </p>
            </div>
            {invoice.body}
          </article>
        ))}
    </div>
  );
}

function FactRow({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** The table of an invoice's lines or payments: its last `amountColumns` columns hold amounts. */
export function InvoiceTable({
  columns,
  amountColumns,
  caption,
  className,
  children,
}: {
  columns: readonly string[];
  amountColumns: number;
  caption?: ReactNode;
  className?: string;
  /** The body and the footer. */
  children: ReactNode;
}) {
  const firstAmount = columns.length - amountColumns;
  return (
    <table className={`${styles.table} ${className ?? ''}`.trim()}>
      {caption}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={column} scope="col" data-align={index >= firstAmount ? 'end' : undefined}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}

/** An id that matches none of the reader's invoices. */
export function InvoiceNotFound({
  variant,
  title,
  hint,
  back,
}: {
  variant: InvoiceVariant;
  title: string;
  hint?: string;
  back: { href: string; label: string };
}) {
  return (
    <div className={`${layout.column} ${styles.page}`} data-variant={variant}>
      <EmptyState
        icon={<FileX aria-hidden />}
        title={title}
        hint={hint}
        headingLevel={1}
        action={
          <Link href={back.href} variant="standalone">
            {back.label}
          </Link>
        }
      />
    </div>
  );
}
