import { StatusBadge } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import {
  InvoiceDocument,
  InvoiceNotFound as NoDocument,
  InvoiceTable,
} from '../../shared/invoice/InvoiceDocument';
import { creditNoteQuery } from '../queries';
import { employerRouteError } from '../route-error';
import { useEmployerText } from '../use-employer-text';
import styles from './InvoiceDocumentPage.module.css';

const INVOICES_PATH = '/dashboard/employer/invoices';

/** The credit note's page around what it shows: the way back, Print, and the document. */
function CreditNoteFrame({
  invoiceId,
  ...props
}: Pick<ComponentProps<typeof InvoiceDocument>, 'error' | 'invoice'> & {
  /** The invoice it corrects, once read: the way back leads there. */
  invoiceId?: number;
}) {
  const { t } = useEmployerText();
  const c = t.invoice.creditNote;
  return (
    <InvoiceDocument
      variant="family"
      backHref={invoiceId === undefined ? INVOICES_PATH : `${INVOICES_PATH}/${invoiceId}`}
      labels={{
        back: invoiceId === undefined ? t.invoice.back : c.back,
        print: t.invoice.print,
        loading: c.loading,
      }}
      heading={c.heading}
      fromLabel={t.invoice.issuedBy}
      billedToLabel={t.invoice.billedTo}
      {...props}
    />
  );
}

/** While the credit note loads: the frame, Print disabled, and "Loading...". */
export function CreditNotePending() {
  return <CreditNoteFrame />;
}

const LoadError = employerRouteError;

/** The credit note could not be read: the frame, the server's message and Try again. */
export function CreditNoteError(props: ErrorComponentProps) {
  return <CreditNoteFrame error={<LoadError {...props} />} />;
}

/**
 * /dashboard/employer/credit-notes/$id: a refund of one of the family's invoices as a tax credit
 * note to read or print: the seller and its TRN, the invoice it corrects, and the refund before
 * VAT, its VAT and its total. The server answers only the family's own credit notes.
 */
export function CreditNoteDocumentPage({ id }: { id: number }) {
  const text = useEmployerText();
  const { t } = text;
  const i = t.invoice;
  const c = i.creditNote;
  const {
    data: { creditNote: note },
  } = useSuspenseQuery(creditNoteQuery(id));
  return (
    <CreditNoteFrame
      invoiceId={note.invoiceId}
      invoice={{
        documentTitle: c.title(note.creditNoteNo),
        number: note.creditNoteNo,
        status: <StatusBadge tone="info">{c.badge}</StatusBadge>,
        from: (
          <>
            {note.seller.name}
            <br />
            {note.seller.address}
            <br />
            <span dir="ltr">{i.trn(note.seller.trn)}</span>
            <br />
            <span dir="ltr">{note.seller.email}</span> ·{' '}
            <span dir="ltr">{note.seller.website}</span>
          </>
        ),
        facts: [
          [c.number, note.creditNoteNo],
          [c.date, text.longDate(note.issuedOn)],
          [c.invoice, note.invoiceNo],
          [c.invoiceDate, text.longDate(note.invoiceDate)],
        ],
        billedTo: (
          <>
            {note.billedTo.name}
            <br />
            <span dir="ltr">{note.billedTo.email}</span>
            {note.billedTo.address && (
              <>
                <br />
                {note.billedTo.address}
              </>
            )}
          </>
        ),
        body: (
          <>
            <div
              className={styles.linesWrap}
              role="region"
              aria-labelledby="credit-note-lines"
              tabIndex={0}
            >
              <InvoiceTable
                className={styles.lines}
                caption={
                  <caption id="credit-note-lines" className={styles.caption}>
                    {c.lines}
                  </caption>
                }
                columns={[i.description, i.amount]}
                amountColumns={1}
              >
                <tbody>
                  <tr>
                    <td>{c.line(note.description)}</td>
                    <td data-align="end">{text.aed(note.subtotal)}</td>
                  </tr>
                </tbody>
                <tfoot>
                  {(
                    [
                      [i.subtotal, note.subtotal],
                      [i.vat(text.number(note.vatPercent)), note.vat],
                      [i.total, note.total],
                    ] as const
                  ).map(([label, amount]) => (
                    <tr key={label}>
                      <th scope="row">{label}</th>
                      <td data-align="end">{text.aed(amount)}</td>
                    </tr>
                  ))}
                </tfoot>
              </InvoiceTable>
            </div>
            <div className={styles.notes}>
              <p>{c.reason(note.reason)}</p>
              <p>{c.refundedTo(i.methods[note.method])}</p>
              <p className={styles.note}>{c.note}</p>
            </div>
          </>
        ),
      }}
    />
  );
}

/** An id that matches none of the family's credit notes. */
export function CreditNoteNotFound() {
  const { t } = useEmployerText();
  const c = t.invoice.creditNote;
  return (
    <NoDocument
      variant="family"
      title={c.notFoundTitle}
      hint={c.notFoundHint}
      back={{ href: INVOICES_PATH, label: t.invoice.back }}
    />
  );
}
