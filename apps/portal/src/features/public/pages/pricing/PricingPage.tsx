import { PLAN_COMPARISON, PLANS, type PlanId } from '@bayti/data/contract';
import { PlanCard } from '@bayti/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useMessages } from '../../../../i18n/use-messages';
import { authDialogAtom } from '../../../../state/auth-dialog';
import { localeAtom } from '../../../../state/locale';
import { isSignedInAtom, userAtom } from '../../../../state/session';
import { formatAedWhole } from '../../../shared/format';
import layout from '../../../shared/page/Page.module.css';
import { ComparisonTable } from '../shared/ComparisonTable';
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
      <ul className={`${layout.bareList} ${styles.plans}`}>
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
      <ComparisonTable
        titleId="comparison-title"
        title={t.pricing.comparison.title}
        columns={[
          t.pricing.comparison.offering,
          t.pricing.comparison.bayti,
          t.pricing.comparison.elsewhere,
        ]}
        rows={[
          {
            label: t.pricing.comparison.platformAccess,
            bayti: aed(PLAN_COMPARISON.platformAccess.baytiAed),
            other: t.orMore(aed(PLAN_COMPARISON.platformAccess.elsewhereFromAed)),
          },
          {
            label: t.pricing.comparison.nannyVisa,
            bayti: aed(PLAN_COMPARISON.nannyVisaServices.baytiAed),
            other: t.orMore(aed(PLAN_COMPARISON.nannyVisaServices.elsewhereFromAed)),
          },
        ]}
      />
    </div>
  );
}
