import { VISA_SERVICE } from '@bayti/data/contract';
import { Dialog, Modal, PlanCard } from '@bayti/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useMessages } from '../../../../i18n/use-messages';
import { localeAtom } from '../../../../state/locale';
import { formatAedWhole } from '../../../shared/format';
import headings from '../../../shared/page/Headings.module.css';
import { PageHeader } from '../shared/PageHeader';
import styles from '../shared/Pages.module.css';
import { VisaRequestForm } from './VisaRequestForm';

/** /visa: the visa service, how it compares with private sponsorship, and the request form. */
export function VisaPage() {
  const messages = useMessages();
  const t = messages.pages.visa;
  const locale = useAtomValue(localeAtom);
  const [isOpen, setOpen] = useState(false);
  const aed = (amount: number) => formatAedWhole(amount, locale);
  const days = VISA_SERVICE.processingDays;
  const months = VISA_SERVICE.freeReplacementMonths;
  const years = VISA_SERVICE.renewalEveryYears;

  return (
    <div className={styles.page}>
      <PageHeader eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
      <div className={styles.visaLayout}>
        <PlanCard
          headingLevel={2}
          highlighted
          name={t.plan.name}
          price={aed(VISA_SERVICE.feeAed)}
          period={t.plan.monthly(aed(VISA_SERVICE.monthlyFeeAed))}
          description={t.plan.description(days)}
          features={[
            t.plan.features.processing(days),
            t.plan.features.replacement(months),
            t.plan.features.renewal(years),
            t.plan.features.insurance,
            t.plan.features.contract,
          ]}
          featuresLabel={t.plan.featuresLabel}
          ctaLabel={t.plan.cta}
          onPress={() => setOpen(true)}
          className={styles.visaPlan}
        />
        <section className={styles.section}>
          <h2 id="visa-comparison-title" className={headings.sectionTitle}>
            {t.comparison.title}
          </h2>
          {/* On a phone the table scrolls sideways: a focusable region lets keyboards scroll it too. */}
          <div
            className={styles.tableWrap}
            role="region"
            aria-labelledby="visa-comparison-title"
            tabIndex={0}
          >
            <table className={styles.table} aria-labelledby="visa-comparison-title">
              <thead>
                <tr>
                  <th scope="col">{t.comparison.aspect}</th>
                  <th scope="col">{t.comparison.bayti}</th>
                  <th scope="col">{t.comparison.private}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t.comparison.cost}</th>
                  <td className={styles.good}>{aed(VISA_SERVICE.feeAed)}</td>
                  <td>{aed(VISA_SERVICE.privateSponsorship.feeAed)}</td>
                </tr>
                <tr>
                  <th scope="row">{t.comparison.time}</th>
                  <td className={styles.good}>{t.comparison.days(days)}</td>
                  <td>{t.comparison.days(VISA_SERVICE.privateSponsorship.processingDays)}</td>
                </tr>
                <tr>
                  <th scope="row">{t.comparison.replacement}</th>
                  <td className={styles.good}>{t.comparison.replacementBayti(months)}</td>
                  <td>{t.comparison.none}</td>
                </tr>
                <tr>
                  <th scope="row">{t.comparison.renewal}</th>
                  <td className={styles.good}>{t.comparison.renewalBayti(years)}</td>
                  <td>{t.comparison.yourself}</td>
                </tr>
              </tbody>
            </table>
          </div>
        </section>
      </div>
      <Modal isOpen={isOpen} onOpenChange={setOpen} isDismissable size="md">
        <Dialog title={t.form.title} description={t.form.description} closeLabel={t.form.close}>
          {({ close }) => <VisaRequestForm onClose={close} />}
        </Dialog>
      </Modal>
    </div>
  );
}
