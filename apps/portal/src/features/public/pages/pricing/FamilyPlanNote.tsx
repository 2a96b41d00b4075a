import { employerRoutes } from '@bayti/data/contract/routes/employer';
import { Link } from '@bayti/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiQuery } from '../../../../api';
import { useMessages } from '../../../../i18n/use-messages';
import { localeAtom } from '../../../../state/locale';
import { formatDate } from '../../../shared/format';
import styles from '../shared/Pages.module.css';

/** For a signed-in family: the plan running now, and any plan invoice still awaiting payment. */
export function FamilyPlanNote() {
  const t = useMessages().employer;
  const locale = useAtomValue(localeAtom);
  const plan = useQuery(apiQuery(employerRoutes.employerPlan)).data?.plan;
  if (!plan || (!plan.active && plan.pendingInvoices.length === 0)) return null;
  return (
    <div role="note" className={styles.note}>
      {plan.active && (
        <p>
          {t.purchase.activeUntil(
            t.plans[plan.active.planId].name,
            formatDate(plan.accessEndsAt ?? plan.active.endsAt, locale, 'long'),
          )}
        </p>
      )}
      {plan.pendingInvoices.map((invoice) => (
        <p key={invoice.id}>
          {t.planRequired.pending(invoice.invoiceNo)}{' '}
          <Link href={`/dashboard/employer/invoices/${invoice.id}`} variant="standalone">
            {t.purchase.viewInvoice}
          </Link>
        </p>
      ))}
    </div>
  );
}
