import { Card, Link, StatusBadge } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { BadgeCheck, Clock, KeyRound } from 'lucide-react';
import { planQuery } from '../queries';
import { useEmployerText } from '../use-employer-text';
import styles from './PlanSummary.module.css';

/**
 * The family's access plan: the one running and the day full access ends (after any paid plans
 * queued behind it), or an invitation to /pricing; invoices still awaiting payment are named.
 */
export function PlanSummary() {
  const text = useEmployerText();
  const { t } = text;
  const {
    data: { plan },
  } = useSuspenseQuery(planQuery());

  return (
    <Card title={t.plan.title} headingLevel={2} variant="outlined" padding="md">
      <div className={styles.body}>
        {plan.active ? (
          <p className={styles.line}>
            <BadgeCheck aria-hidden className={styles.iconActive} />
            <span>
              <strong>{t.plan.active(t.plans[plan.active.planId].name)}</strong>{' '}
              <StatusBadge tone="success" size="sm">
                {t.paymentStatus.Paid}
              </StatusBadge>
              <br />
              {t.plan.endsOn(text.longDate(plan.accessEndsAt ?? plan.active.endsAt))}
              {plan.upcoming.length > 0 && (
                <>
                  <br />
                  <span className={styles.muted}>{t.plan.queued(plan.upcoming.length)}</span>
                </>
              )}
            </span>
          </p>
        ) : (
          <p className={styles.line}>
            <KeyRound aria-hidden className={styles.icon} />
            <span>
              <strong>{t.plan.none}</strong>
              <br />
              <span className={styles.muted}>{t.plan.noneHint}</span>
              <br />
              <Link href="/pricing" variant="standalone" showArrow>
                {t.plan.choose}
              </Link>
            </span>
          </p>
        )}
        {plan.pendingInvoices.map((invoice) => (
          <p key={invoice.id} className={styles.line}>
            <Clock aria-hidden className={styles.icon} />
            <span>
              <strong>{t.plan.pending(invoice.invoiceNo)}</strong>
              <br />
              <span className={styles.muted}>{t.plan.pendingHint}</span>{' '}
              <Link href={`/dashboard/employer/invoices/${invoice.id}`} variant="standalone">
                {t.invoices.viewInvoice(invoice.invoiceNo)}
              </Link>
            </span>
          </p>
        ))}
      </div>
    </Card>
  );
}
