import type { InvoiceDetail } from '@bayti/data/contract';
import { Link } from '@bayti/ui';
import { InvoiceTable } from '../../shared/invoice/InvoiceDocument';
import { useEmployerText } from '../use-employer-text';
import styles from './InvoiceDocumentPage.module.css';

/** Where a family reads one of her credit notes. */
export const creditNotePath = (id: number) => `/dashboard/employer/credit-notes/${id}`;

/**
 * A refunded invoice's credit notes: each one's number (opening the printable credit note), day,
 * reason and amount, and what was refunded in all.
 */
export function InvoiceRefunds({ invoice }: { invoice: InvoiceDetail }) {
  const text = useEmployerText();
  const r = text.t.invoice.refunds;
  return (
    <section className={styles.refunds} aria-labelledby="invoice-refunds">
      <h2 id="invoice-refunds" className={styles.payByTitle}>
        {r.title}
      </h2>
      <div className={styles.linesWrap} role="region" aria-label={r.caption} tabIndex={0}>
        <InvoiceTable
          className={styles.lines}
          columns={[r.number, r.date, r.reason, r.amount]}
          amountColumns={1}
        >
          <tbody>
            {invoice.creditNotes.map((note) => (
              <tr key={note.id}>
                <td>
                  <Link href={creditNotePath(note.id)} aria-label={r.view(note.creditNoteNo)}>
                    <bdi dir="ltr">{note.creditNoteNo}</bdi>
                  </Link>
                </td>
                <td>{text.longDate(note.issuedOn)}</td>
                <td>{note.reason}</td>
                <td data-align="end">{text.aed(note.amount)}</td>
              </tr>
            ))}
          </tbody>
        </InvoiceTable>
      </div>
      <p>{r.refunded(text.aed(invoice.refunded))}</p>
    </section>
  );
}
