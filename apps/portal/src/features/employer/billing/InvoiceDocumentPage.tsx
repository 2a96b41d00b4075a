import { downloadInvoicePdf } from '@bayti/data/client';
import { StatusBadge } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import {
  InvoiceDocument,
  InvoiceNotFound as NoInvoice,
  InvoiceTable,
} from '../../shared/invoice/InvoiceDocument';
import { api } from '../../../api';
import { InvoicePdfButton } from '../../shared/invoice/InvoicePdfButton';
import { invoiceQuery } from '../queries';
import { employerRouteError } from '../route-error';
import { useEmployerText } from '../use-employer-text';
import { InvoiceRefunds } from './InvoiceRefunds';
import { itemLabel } from './item-label';
import { PayByCard } from './PayByCard';
import styles from './InvoiceDocumentPage.module.css';

const INVOICES_PATH = '/dashboard/employer/invoices';
/** How often a family back from Checkout sees the invoice read again while Stripe confirms. */
const CARD_CONFIRMATION_POLL_MS = 3000;

/**
 * The invoice's page around what it shows: the way back, Download PDF and Print, and the document
 * or its state.
 */
function InvoiceFrame({
  pdf,
  ...props
}: Pick<ComponentProps<typeof InvoiceDocument>, 'error' | 'invoice'> & {
  /** The invoice to download; absent while it loads or could not be read. */
  pdf?: { id: number; invoiceNo: string };
}) {
  const { t, locale } = useEmployerText();
  const i = t.invoice;
  return (
    <InvoiceDocument
      variant="family"
      backHref={INVOICES_PATH}
      labels={i}
      heading={i.heading}
      fromLabel={i.issuedBy}
      billedToLabel={i.billedTo}
      download={
        <InvoicePdfButton
          download={() => downloadInvoicePdf(api, pdf!.id, locale)}
          fileName={`${pdf?.invoiceNo ?? 'invoice'}.pdf`}
          label={i.downloadPdf}
          failure={i.downloadPdfFailed}
          isDisabled={!pdf}
        />
      }
      {...props}
    />
  );
}

/** While the invoice loads: the page's frame, Print disabled, and "Loading...". */
export function InvoicePending() {
  return <InvoiceFrame />;
}

const LoadError = employerRouteError;

/** The invoice could not be read: the frame, the server's message and Try again. */
export function InvoiceError(props: ErrorComponentProps) {
  return <InvoiceFrame error={<LoadError {...props} />} />;
}

/**
 * /dashboard/employer/invoices/$id: one invoice as a document to read, share or print. The server
 * answers only the family's own invoices (the route's loader has read it; another id is not found).
 */
export function InvoiceDocumentPage({
  id,
  cardReturn = false,
}: {
  id: number;
  /** Back from Stripe's Checkout page: the invoice is read again until Stripe's event paid it. */
  cardReturn?: boolean;
}) {
  const text = useEmployerText();
  const { t } = text;
  const i = t.invoice;
  const {
    data: { invoice },
  } = useSuspenseQuery({
    ...invoiceQuery(id),
    refetchInterval: (query) =>
      cardReturn && query.state.data?.invoice.paymentStatus === 'Pending'
        ? CARD_CONFIRMATION_POLL_MS
        : false,
  });

  return (
    <InvoiceFrame
      pdf={invoice}
      invoice={{
        documentTitle: i.title(invoice.invoiceNo),
        number: invoice.invoiceNo,
        status: (
          <StatusBadge tone={invoice.paymentStatus === 'Paid' ? 'success' : 'warning'}>
            {t.paymentStatus[invoice.paymentStatus]}
          </StatusBadge>
        ),
        from: (
          <>
            {invoice.seller.name}
            <br />
            {invoice.seller.address}
            <br />
            <span dir="ltr">{i.trn(invoice.seller.trn)}</span>
            <br />
            <span dir="ltr">{invoice.seller.email}</span> ·{' '}
            <span dir="ltr">{invoice.seller.website}</span>
          </>
        ),
        facts: [
          [i.number, invoice.invoiceNo],
          [i.date, text.longDate(invoice.invoiceDate)],
          [i.order, invoice.orderNo],
          [i.orderDate, text.longDate(invoice.orderDate)],
          [i.status, t.paymentStatus[invoice.paymentStatus]],
        ],
        billedTo: (
          <>
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
          </>
        ),
        body: (
          <>
            {/* On a phone the table scrolls sideways; a focusable region lets keyboards scroll it. */}
            <div
              className={styles.linesWrap}
              role="region"
              aria-labelledby="invoice-lines"
              tabIndex={0}
            >
              <InvoiceTable
                className={styles.lines}
                caption={
                  <caption id="invoice-lines" className={styles.caption}>
                    {i.lines}
                  </caption>
                }
                columns={[i.description, i.quantity, i.unitPrice, i.amount]}
                amountColumns={3}
              >
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
                  {(
                    [
                      [i.subtotal, invoice.subtotal],
                      [i.vat(text.number(invoice.vatPercent)), invoice.vat],
                      [i.total, invoice.total],
                    ] as const
                  ).map(([label, amount]) => (
                    <tr key={label}>
                      <th scope="row" colSpan={3}>
                        {label}
                      </th>
                      <td data-align="end">{text.aed(amount)}</td>
                    </tr>
                  ))}
                </tfoot>
              </InvoiceTable>
            </div>
            {invoice.payBy && (
              <section className={styles.payBy} aria-labelledby="pay-by">
                <h2 id="pay-by" className={styles.payByTitle}>
                  {i.payBy.title}
                </h2>
                <dl className={styles.payByFacts}>
                  {(
                    [
                      [i.payBy.bank, invoice.payBy.bank.bankName],
                      [i.payBy.accountName, invoice.payBy.bank.accountName],
                      // Grouped by four, as banks print an IBAN.
                      [i.payBy.iban, invoice.payBy.bank.iban.replace(/(.{4})(?=.)/g, '$1 ')],
                      [i.payBy.swift, invoice.payBy.bank.swift],
                      [i.payBy.amount, text.aed(invoice.total)],
                      [i.payBy.reference, invoice.payBy.reference],
                    ] as const
                  ).map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd dir="ltr">{value}</dd>
                    </div>
                  ))}
                </dl>
                <p className={styles.note}>{i.payBy.hint}</p>
                {invoice.payBy.card &&
                  (cardReturn ? (
                    <p role="status">{i.payBy.cardConfirming}</p>
                  ) : (
                    <>
                      <p>{i.payBy.orCard}</p>
                      <PayByCard invoiceId={invoice.id} />
                    </>
                  ))}
              </section>
            )}
            {invoice.creditNotes.length > 0 && <InvoiceRefunds invoice={invoice} />}
            <div className={styles.notes}>
              <p>{invoice.paidAt ? i.paidOn(text.longDate(invoice.paidAt)) : i.awaiting}</p>
              {invoice.payment && (
                <p>{i.paidBy(i.methods[invoice.payment.method], invoice.payment.reference)}</p>
              )}
              {invoice.accessPeriod && (
                <p>
                  {i.accessPeriod(
                    text.longDate(invoice.accessPeriod.startsAt),
                    text.longDate(invoice.accessPeriod.endsAt),
                  )}
                </p>
              )}
              <p className={styles.note}>{i.currencyNote}</p>
            </div>
          </>
        ),
      }}
    />
  );
}

/** An id that matches none of the family's invoices. */
export function InvoiceNotFound() {
  const { t } = useEmployerText();
  return (
    <NoInvoice
      variant="family"
      title={t.invoice.notFoundTitle}
      hint={t.invoice.notFoundHint}
      back={{ href: INVOICES_PATH, label: t.invoice.back }}
    />
  );
}
