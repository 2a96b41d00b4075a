import { isApiError } from '@bayti/data/client';
import { Button, EmptyState, Link, Spinner, StatusBadge } from '@bayti/ui';
import { useQuery } from '@tanstack/react-query';
import { FileX, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { Logo } from '../../shared/Logo';
import { invoiceQuery } from '../queries';
import { QueryError } from '../shared/QueryError';
import { useEmployerText } from '../use-employer-text';
import { itemLabel } from './item-label';
import styles from './InvoiceDocumentPage.module.css';

const INVOICES_PATH = '/dashboard/employer/invoices';

/**
 * /dashboard/employer/invoices/$id: one invoice as a document to read, share or print (print
 * styles leave only the document). The server answers only the family's own invoices.
 */
export function InvoiceDocumentPage({ id }: { id: number }) {
  const text = useEmployerText();
  const { t } = text;
  const brand = useMessages().brand;
  const query = useQuery(invoiceQuery(id));
  const invoice = query.data;

  // The title names the file a browser saves when printing to PDF.
  useEffect(() => {
    if (!invoice) return;
    const previous = document.title;
    document.title = `${t.invoice.title(invoice.invoiceNo)} · ${brand.name}`;
    return () => {
      document.title = previous;
    };
  }, [invoice, t, brand.name]);

  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return <InvoiceNotFound />;
  }

  const i = t.invoice;
  return (
    <div className={styles.page}>
      <div className={styles.actions}>
        <Link href={INVOICES_PATH} variant="standalone">
          {i.back}
        </Link>
        <Button onPress={() => window.print()} isDisabled={!invoice}>
          <Printer aria-hidden size={18} />
          {i.print}
        </Button>
      </div>

      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !invoice ? (
        <p role="status" className={styles.loading}>
          <Spinner size="sm" />
          <span>{i.loading}</span>
        </p>
      ) : (
        <article className={styles.document} aria-labelledby="invoice-title">
          <header className={styles.header}>
            <div className={styles.seller}>
              <Logo name={brand.name} />
              <p className={styles.small}>
                <span className={styles.label}>{i.issuedBy}</span>
                {invoice.seller.name}
                <br />
                {invoice.seller.address}
                <br />
                <span dir="ltr">{invoice.seller.email}</span> ·{' '}
                <span dir="ltr">{invoice.seller.website}</span>
              </p>
            </div>
            <div className={styles.titleBlock}>
              <h1 id="invoice-title" className={styles.title}>
                {i.heading}{' '}
                <bdi dir="ltr" className={styles.number}>
                  {invoice.invoiceNo}
                </bdi>
              </h1>
              <StatusBadge tone={invoice.paymentStatus === 'Paid' ? 'success' : 'warning'}>
                {t.paymentStatus[invoice.paymentStatus]}
              </StatusBadge>
            </div>
          </header>

          <div className={styles.parties}>
            <dl className={styles.meta}>
              <dt>{i.number}</dt>
              <dd>{invoice.invoiceNo}</dd>
              <dt>{i.date}</dt>
              <dd>{text.longDate(invoice.invoiceDate)}</dd>
              <dt>{i.order}</dt>
              <dd>{invoice.orderNo}</dd>
              <dt>{i.orderDate}</dt>
              <dd>{text.longDate(invoice.orderDate)}</dd>
              <dt>{i.status}</dt>
              <dd>{t.paymentStatus[invoice.paymentStatus]}</dd>
            </dl>
            <div className={styles.small}>
              <span className={styles.label}>{i.billedTo}</span>
              {invoice.billedTo.name}
              <br />
              <span dir="ltr">{invoice.billedTo.email}</span>
              {invoice.billedTo.mobile && (
                <>
                  <br />
                  <span dir="ltr">{invoice.billedTo.mobile}</span>
                </>
              )}
              {invoice.billedTo.address && (
                <>
                  <br />
                  {invoice.billedTo.address}
                </>
              )}
            </div>
          </div>

          {/* On a phone the table scrolls sideways; a focusable region lets keyboards scroll it. */}
          <div
            className={styles.linesWrap}
            role="region"
            aria-labelledby="invoice-lines"
            tabIndex={0}
          >
            <table className={styles.lines}>
              <caption id="invoice-lines" className={styles.caption}>
                {i.lines}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{i.description}</th>
                  <th scope="col" data-align="end">
                    {i.quantity}
                  </th>
                  <th scope="col" data-align="end">
                    {i.unitPrice}
                  </th>
                  <th scope="col" data-align="end">
                    {i.amount}
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoice.lines.map((line, index) => (
                  <tr key={index}>
                    <td>
                      {invoice.lines.length === 1 ? itemLabel(text, invoice) : line.description}
                    </td>
                    <td data-align="end">{text.number(line.quantity)}</td>
                    <td data-align="end">{text.aed(line.unitPrice)}</td>
                    <td data-align="end">{text.aed(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    {i.total}
                  </th>
                  <td data-align="end">{text.aed(invoice.total)}</td>
                </tr>
              </tfoot>
            </table>
          </div>

          <div className={styles.notes}>
            <p>{invoice.paidAt ? i.paidOn(text.longDate(invoice.paidAt)) : i.awaiting}</p>
            {invoice.accessPeriod && (
              <p>
                {i.accessPeriod(
                  text.longDate(invoice.accessPeriod.startsAt),
                  text.longDate(invoice.accessPeriod.endsAt),
                )}
              </p>
            )}
            <p className={styles.small}>{i.currencyNote}</p>
          </div>
        </article>
      )}
    </div>
  );
}

/** An id that matches none of the family's invoices. */
export function InvoiceNotFound() {
  const { t } = useEmployerText();
  return (
    <div className={styles.page}>
      <EmptyState
        icon={<FileX aria-hidden />}
        title={t.invoice.notFoundTitle}
        hint={t.invoice.notFoundHint}
        headingLevel={1}
        action={
          <Link href={INVOICES_PATH} variant="standalone">
            {t.invoice.back}
          </Link>
        }
      />
    </div>
  );
}
