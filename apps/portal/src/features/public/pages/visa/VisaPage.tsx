import { VISA_SERVICE } from '@bayti/data/contract';
import { Dialog, Modal, PlanCard } from '@bayti/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useMessages } from '../../../../i18n/use-messages';
import { localeAtom } from '../../../../state/locale';
import { formatAedWhole } from '../../../shared/format';
import { ComparisonTable } from '../shared/ComparisonTable';
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
        <ComparisonTable
          titleId="visa-comparison-title"
          title={t.comparison.title}
          columns={[t.comparison.aspect, t.comparison.bayti, t.comparison.private]}
          rows={[
            {
              label: t.comparison.cost,
              bayti: aed(VISA_SERVICE.feeAed),
              other: aed(VISA_SERVICE.privateSponsorship.feeAed),
            },
            {
              label: t.comparison.time,
              bayti: t.comparison.days(days),
              other: t.comparison.days(VISA_SERVICE.privateSponsorship.processingDays),
            },
            {
              label: t.comparison.replacement,
              bayti: t.comparison.replacementBayti(months),
              other: t.comparison.none,
            },
            {
              label: t.comparison.renewal,
              bayti: t.comparison.renewalBayti(years),
              other: t.comparison.yourself,
            },
          ]}
        />
      </div>
      <Modal isOpen={isOpen} onOpenChange={setOpen} isDismissable size="md">
        <Dialog title={t.form.title} description={t.form.description} closeLabel={t.form.close}>
          {({ close }) => <VisaRequestForm onClose={close} />}
        </Dialog>
      </Modal>
    </div>
  );
}
