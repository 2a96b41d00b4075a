import { StatusBadge } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import type { Id } from '@bayti/data/contract';
import { agencyAccountsRoutes } from '@bayti/data/contract/routes';
import { apiQuery } from '../../../api';
import {
  InvoiceDocument,
  InvoiceNotFound,
  InvoiceTable,
} from '../../shared/invoice/InvoiceDocument';
import { useOpsText } from '../recruitments/use-ops-text';
import styles from './AgencyInvoice.module.css';

const ACCOUNTS_PATH = '/dashboard/agency/accounts';

/** One account with its payments and the invoice header. */
export const accountQuery = (id: Id) =>
  apiQuery(agencyAccountsRoutes.agencyAccount, { params: { id } });

/**
 * /dashboard/agency/invoices/$id: the invoice of a recruitment's account, to the family that
 * hired, as a document to print. The fee is the family's: UAE law forbids charging the worker, and
 * the invoice says so. The server answers only the agency's own accounts.
 */
export function AgencyInvoicePage({ id }: { id: number }) {
  const text = useOpsText();
  const { t } = text;
  const i = t.invoice;
  const detail = useSuspenseQuery(accountQuery(id)).data;

  return (
    <AgencyInvoiceFrame
      invoice={{
        documentTitle: `${i.title} ${detail.invoice.number}`,
        number: detail.invoice.number,
        status: (
          <StatusBadge tone={detail.account.recruitmentStatus === 'Completed' ? 'success' : 'info'}>
            {t.accounts.statuses[detail.account.recruitmentStatus]}
          </StatusBadge>
        ),
        from: (
          <>
            {detail.invoice.agency.name}
            {detail.invoice.agency.address && (
              <>
                <br />
                {detail.invoice.agency.address}
              </>
            )}
            {detail.invoice.agency.email && (
              <>
                <br />
                <span dir="ltr">{detail.invoice.agency.email}</span>
              </>
            )}
          </>
        ),
        facts: [
          [i.number, detail.invoice.number],
          [i.date, text.longDate(detail.invoice.date)],
        ],
        billedTo: (
          <>
            {detail.invoice.billTo.name}
            <br />
            <span dir="ltr">{detail.invoice.billTo.email}</span>
          </>
        ),
        body: (
          <>
            <InvoiceTable columns={[i.item, i.amount]} amountColumns={1}>
              <tbody>
                <tr>
                  <td>
                    {i.placement(
                      detail.account.candidate,
                      text.position(detail.account.position),
                      text.nationality(detail.invoice.nationality),
                    )}
                  </td>
                  <td data-align="end">{text.aed(detail.account.amountPayable)}</td>
                </tr>
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{i.amountPayable}</th>
                  <td data-align="end">{text.aed(detail.account.amountPayable)}</td>
                </tr>
                <tr>
                  <th scope="row">{i.paid}</th>
                  <td data-align="end">{text.aed(detail.account.paid)}</td>
                </tr>
                <tr>
                  <th scope="row">{i.balance}</th>
                  <td data-align="end" data-testid="invoice-balance">
                    {text.aed(detail.account.balance)}
                  </td>
                </tr>
              </tfoot>
            </InvoiceTable>
            <section aria-labelledby="invoice-payments" className={styles.payments}>
              <h2 id="invoice-payments" className={styles.paymentsTitle}>
                {i.payments}
              </h2>
              {detail.payments.length === 0 ? (
                <p className={styles.small}>{i.noPayments}</p>
              ) : (
                <InvoiceTable columns={[i.receivedOn, i.reference, i.amount]} amountColumns={1}>
                  <tbody>
                    {detail.payments.map((payment) => (
                      <tr key={payment.id}>
                        <td>{text.date(payment.receivedOn)}</td>
                        <td>
                          <bdi dir="ltr">{payment.reference}</bdi>
                        </td>
                        <td data-align="end">{text.aed(payment.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </InvoiceTable>
              )}
            </section>
            <p className={styles.note}>{i.lawNote}</p>
          </>
        ),
      }}
    />
  );
}

/**
 * The invoice's page: the way back, Print and the document; without an invoice (the route's
 * pending component, while it loads the account) Print is disabled and a loading line shows.
 */
export function AgencyInvoiceFrame(props: Pick<ComponentProps<typeof InvoiceDocument>, 'invoice'>) {
  const { t } = useOpsText();
  const i = t.invoice;
  return (
    <InvoiceDocument
      variant="agency"
      backHref={ACCOUNTS_PATH}
      labels={i}
      heading={i.title}
      fromLabel={i.from}
      billedToLabel={i.billTo}
      {...props}
    />
  );
}

/** An id that matches none of the agency's accounts. */
export function AgencyInvoiceNotFound() {
  const { t } = useOpsText();
  return (
    <InvoiceNotFound
      variant="agency"
      title={t.common.noResult}
      back={{ href: ACCOUNTS_PATH, label: t.invoice.back }}
    />
  );
}
