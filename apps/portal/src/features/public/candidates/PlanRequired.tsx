import { PLANS } from '@bayti/data/contract';
import { employerRoutes } from '@bayti/data/contract/routes/employer';
import { Link } from '@bayti/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiQuery } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom } from '../../../state/locale';
import { userAtom } from '../../../state/session';
import { formatAedWhole } from '../../shared/format';
import styles from './CandidateProfilePage.module.css';

/**
 * Why a family sees no contact details (403 plan_required): the three access plans in brief, an
 * invoice already awaiting payment if there is one, and the way to /pricing.
 */
export function PlanRequired() {
  const messages = useMessages();
  const t = messages.employer;
  const locale = useAtomValue(localeAtom);
  const isFamily = useAtomValue(userAtom)?.role === 'client';
  // An unpaid plan invoice explains itself: the plan starts once it is paid.
  const plan = useQuery({
    ...apiQuery(employerRoutes.employerPlan),
    enabled: isFamily,
    staleTime: 0,
  });
  const pending = plan.data?.plan.pendingInvoices[0];

  return (
    <div className={styles.planRequired}>
      <p className={styles.planTitle}>{t.planRequired.title}</p>
      <p>{t.planRequired.text}</p>
      <ul className={styles.planList}>
        {PLANS.map((option) => (
          <li key={option.id}>
            {t.planRequired.plan(
              t.plans[option.id].name,
              formatAedWhole(option.priceAed, locale),
              t.plans[option.id].period,
            )}
          </li>
        ))}
      </ul>
      {pending && (
        <p className={styles.planPending}>
          {t.planRequired.pending(pending.invoiceNo)}{' '}
          <Link href={`/dashboard/employer/invoices/${pending.id}`} variant="standalone">
            {t.purchase.viewInvoice}
          </Link>
        </p>
      )}
      <Link href="/pricing" variant="standalone" showArrow>
        {messages.candidates.contact.pricing}
      </Link>
    </div>
  );
}
