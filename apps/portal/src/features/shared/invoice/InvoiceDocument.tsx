import { Button, EmptyState, Link, Spinner } from '@bayti/ui';
import { FileX, Printer } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { Logo } from '../Logo';
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
  back: { href: string; label: string };
  labels: { print: string; loading: string; heading: string; from: string; billedTo: string };
  /** Shown instead of the document when the invoice could not be read. */
  error?: ReactNode;
  /** Absent while the invoice loads. */
  invoice?: InvoiceContent;
}

/** One invoice as a document to read, share or print (print styles leave only the document). */
export function InvoiceDocument({ variant, back, labels, error, invoice }: InvoiceDocumentProps) {
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
    <div className={styles.page} data-variant={variant}>
      <div className={styles.actions}>
        <Link href={back.href} variant="standalone">
          {back.label}
        </Link>
        <Button onPress={() => window.print()} isDisabled={!invoice}>
          <Printer aria-hidden size={18} />
          {labels.print}
        </Button>
      </div>
      {error ??
        (!invoice ? (
          <p role="status" className={styles.loading}>
            <Spinner size="sm" />
            <span>{labels.loading}</span>
          </p>
        ) : (
          <article className={styles.document} aria-labelledby={titleId}>
            <header className={styles.row}>
              <div className={styles.block}>
                <Logo name={brand.name} />
                <p className={styles.small}>
                  <span className={styles.label}>{labels.from}</span>
                  {invoice.from}
                </p>
              </div>
              <div className={styles.block} data-align="end">
                <h1 id={titleId} className={styles.title}>
                  {labels.heading}{' '}
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
                <span className={styles.label}>{labels.billedTo}</span>
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

/** The table of an invoice's lines or payments, totals in its footer. */
export function InvoiceTable({ className, children }: { className?: string; children: ReactNode }) {
  return <table className={`${styles.table} ${className ?? ''}`.trim()}>{children}</table>;
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
    <div className={styles.page} data-variant={variant}>
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
