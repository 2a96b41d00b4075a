import { PLAN_COMPARISON, PLANS } from '@bayti/data/contract';
import { PlanCard } from '@bayti/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMessages } from '../../../../i18n/use-messages';
import { authDialogAtom } from '../../../../state/auth-dialog';
import { localeAtom } from '../../../../state/locale';
import { isSignedInAtom } from '../../../../state/session';
import { formatAedWhole } from '../../../shared/format';
import { PageHeader } from '../shared/PageHeader';
import styles from '../shared/Pages.module.css';

/** /pricing: the three access plans and the Offerings Comparison (§9). */
export function PricingPage() {
  const t = useMessages().pages;
  const locale = useAtomValue(localeAtom);
  const isSignedIn = useAtomValue(isSignedInAtom);
  const openAuthDialog = useSetAtom(authDialogAtom);
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
                // Buying a plan comes with the payment flow; until then a visitor is invited to sign up.
                isDisabled={isSignedIn}
                onPress={() => openAuthDialog('sign-up')}
              />
            </li>
          );
        })}
      </ul>
      {isSignedIn && (
        <p role="note" className={styles.note}>
          {t.pricing.signedInNote}
        </p>
      )}
      <section className={styles.section}>
        <h2 id="comparison-title" className={styles.sectionTitle}>
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
