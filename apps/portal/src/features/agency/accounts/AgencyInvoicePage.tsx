import { agencyAccountQueryOptions, isApiError } from '@bayti/data/client';
import { Button, EmptyState, Link, Spinner, StatusBadge } from '@bayti/ui';
import { useQuery } from '@tanstack/react-query';
import { FileX, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { api } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { failureMessage } from '../../shared/error-message';
import { Logo } from '../../shared/Logo';
import { useOpsText } from '../recruitments/use-ops-text';
import styles from './AgencyInvoice.module.css';

const ACCOUNTS_PATH = '/dashboard/agency/accounts';

/**
 * /dashboard/agency/invoices/$id: the invoice of a recruitment's account, to the family that
 * hired, as a document to print (print styles leave only the document). The fee is the family's:
 * UAE law forbids charging the worker, and the invoice says so. The server answers only the
 * agency's own accounts.
 */
export function AgencyInvoicePage({ id }: { id: number }) {
  const text = useOpsText();
  const { t } = text;
  const i = t.invoice;
  const brand = useMessages().brand;
  const query = useQuery(agencyAccountQueryOptions(api, id));
  const detail = query.data;

  useEffect(() => {
    if (!detail) return;
    const previous = document.title;
    document.title = `${i.title} ${detail.invoice.number} · ${brand.name}`;
    return () => {
      document.title = previous;
    };
  }, [detail, i.title, brand.name]);

  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return <AgencyInvoiceNotFound />;
  }

  return (
    <div className={styles.page}>
      <div className={styles.actions}>
        <Link href={ACCOUNTS_PATH} variant="standalone">
          {i.back}
        </Link>
        <Button onPress={() => window.print()} isDisabled={!detail}>
          <Printer aria-hidden size={18} />
          {i.print}
        </Button>
      </div>
      {query.isError ? (
        <p role="alert" className={styles.error}>
          {failureMessage(query.error, 'Request failed', t.common.loadFailed)}
        </p>
      ) : !detail ? (
        <p role="status" className={styles.loading}>
          <Spinner size="sm" />
          <span>{i.loading}</span>
        </p>
      ) : (
        <article className={styles.document} aria-labelledby="agency-invoice-title">
          <header className={styles.row}>
            <div className={styles.block}>
              <Logo name={brand.name} />
              <p className={styles.small}>
                <span className={styles.label}>{i.from}</span>
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
              </p>
            </div>
            <div className={styles.block} data-align="end">
              <h1 id="agency-invoice-title" className={styles.title}>
                {i.title}{' '}
                <bdi dir="ltr" className={styles.nowrap}>
                  {detail.invoice.number}
                </bdi>
              </h1>
              <StatusBadge
                tone={detail.account.recruitmentStatus === 'Completed' ? 'success' : 'info'}
              >
                {t.accounts.statuses[detail.account.recruitmentStatus]}
              </StatusBadge>
            </div>
          </header>

          <div className={styles.row}>
            <dl className={styles.meta}>
              <dt>{i.number}</dt>
              <dd>{detail.invoice.number}</dd>
              <dt>{i.date}</dt>
              <dd>{text.longDate(detail.invoice.date)}</dd>
            </dl>
            <p className={styles.small}>
              <span className={styles.label}>{i.billTo}</span>
              {detail.invoice.billTo.name}
              <br />
              <span dir="ltr">{detail.invoice.billTo.email}</span>
            </p>
          </div>

          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{i.item}</th>
                <th scope="col" data-align="end">
                  {i.amount}
                </th>
              </tr>
            </thead>
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
          </table>

          <section aria-labelledby="invoice-payments" className={styles.block}>
            <h2 id="invoice-payments" className={styles.label}>
              {i.payments}
            </h2>
            {detail.payments.length === 0 ? (
              <p className={styles.small}>{i.noPayments}</p>
            ) : (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{i.receivedOn}</th>
                    <th scope="col">{i.reference}</th>
                    <th scope="col" data-align="end">
                      {i.amount}
                    </th>
                  </tr>
                </thead>
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
              </table>
            )}
          </section>

          <p className={styles.note}>{i.lawNote}</p>
        </article>
      )}
    </div>
  );
}

/** An id that matches none of the agency's accounts. */
export function AgencyInvoiceNotFound() {
  const { t } = useOpsText();
  return (
    <div className={styles.page}>
      <EmptyState
        icon={<FileX aria-hidden />}
        title={t.common.noResult}
        headingLevel={1}
        action={
          <Link href={ACCOUNTS_PATH} variant="standalone">
            {t.invoice.back}
          </Link>
        }
      />
    </div>
  );
}
