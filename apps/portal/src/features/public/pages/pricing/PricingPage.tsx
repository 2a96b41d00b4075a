import { PLAN_COMPARISON, PLANS, type PlanId } from '@bayti/data/contract';
import { PlanCard } from '@bayti/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useMessages } from '../../../../i18n/use-messages';
import { authDialogAtom } from '../../../../state/auth-dialog';
import { localeAtom } from '../../../../state/locale';
import { isSignedInAtom, userAtom } from '../../../../state/session';
import { formatAedWhole } from '../../../shared/format';
import headings from '../../../shared/page/Headings.module.css';
import { PageHeader } from '../shared/PageHeader';
import { FamilyPlanNote } from './FamilyPlanNote';
import { PlanPurchaseDialog } from './PlanPurchaseDialog';
import styles from '../shared/Pages.module.css';

/**
 * /pricing: the three access plans and the Offerings Comparison. A signed-in family orders a
 * plan here (an order and a Pending invoice; the plan starts once paid); a visitor signs in first.
 */
export function PricingPage() {
  const messages = useMessages();
  const t = messages.pages;
  const locale = useAtomValue(localeAtom);
  const isSignedIn = useAtomValue(isSignedInAtom);
  const user = useAtomValue(userAtom);
  const isFamily = isSignedIn && user?.role === 'client';
  const openAuthDialog = useSetAtom(authDialogAtom);
  const [ordering, setOrdering] = useState<PlanId | null>(null);
  const aed = (amount: number) => formatAedWhole(amount, locale);

  return (
    <div className={styles.page}>
      <PageHeader eyebrow={t.pricing.eyebrow} title={t.pricing.title} intro={t.pricing.intro} />
      <ul className={styles.plans}>
        {PLANS.map((plan) => {
          const copy = t.pricing.plans[plan.id];
          return (
            <li key={plan.id}>
              <PlanCard
                headingLevel={2}
                name={copy.name}
                price={aed(plan.priceAed)}
                period={copy.period}
                description={t.pricing.descriptions[plan.id]}
                features={plan.features.map((feature) => t.pricing.features[feature])}
                featuresLabel={t.pricing.featuresLabel}
                badge={copy.badge || undefined}
                highlighted={plan.id === 'standard'}
                ctaLabel={copy.cta}
                // Plans are for families; other accounts have no use for one.
                isDisabled={isSignedIn && !isFamily}
                onPress={() => (isFamily ? setOrdering(plan.id) : openAuthDialog('sign-in'))}
              />
            </li>
          );
        })}
      </ul>
      {isFamily && <FamilyPlanNote />}
      {isSignedIn && !isFamily && (
        <p role="note" className={styles.note}>
          {messages.employer.purchase.familiesOnly}
        </p>
      )}
      <PlanPurchaseDialog planId={ordering} onClose={() => setOrdering(null)} />
      <section className={styles.section}>
        <h2 id="comparison-title" className={headings.sectionTitle}>
          {t.pricing.comparison.title}
        </h2>
        {/* On a phone the table scrolls sideways: a focusable region lets keyboards scroll it too. */}
        <div
          className={styles.tableWrap}
          role="region"
          aria-labelledby="comparison-title"
          tabIndex={0}
        >
          <table className={styles.table} aria-labelledby="comparison-title">
            <thead>
              <tr>
                <th scope="col">{t.pricing.comparison.offering}</th>
                <th scope="col">{t.pricing.comparison.bayti}</th>
                <th scope="col">{t.pricing.comparison.elsewhere}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t.pricing.comparison.platformAccess}</th>
                <td className={styles.good}>{aed(PLAN_COMPARISON.platformAccess.baytiAed)}</td>
                <td>{t.orMore(aed(PLAN_COMPARISON.platformAccess.elsewhereFromAed))}</td>
              </tr>
              <tr>
                <th scope="row">{t.pricing.comparison.nannyVisa}</th>
                <td className={styles.good}>{aed(PLAN_COMPARISON.nannyVisaServices.baytiAed)}</td>
                <td>{t.orMore(aed(PLAN_COMPARISON.nannyVisaServices.elsewhereFromAed))}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
