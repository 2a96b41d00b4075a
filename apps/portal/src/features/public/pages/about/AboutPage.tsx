import { VISA_SERVICE } from '@bayti/data/contract';
import { Card, Link, type CardProps } from '@bayti/ui';
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { portalConfig } from '../../../../config';
import { useMessages } from '../../../../i18n/use-messages';
import { localeAtom } from '../../../../state/locale';
import { formatNumber } from '../../../shared/format';
import layout from '../../../shared/page/Page.module.css';
import headings from '../../../shared/page/Headings.module.css';
import { useListedNationalities, useListedTotals } from '../../home/listed-nationalities';
import { PageHeader } from '../shared/PageHeader';
import styles from '../shared/Pages.module.css';

/** /about: who Bayti is, in figures, problems solved, benefits, workforce, technology, values. */
export function AboutPage() {
  const messages = useMessages();
  const t = messages.pages.about;
  const nationalities = useListedNationalities();
  const totals = useListedTotals();
  const locale = useAtomValue(localeAtom);
  const { support } = portalConfig;
  const number = (value: number) => formatNumber(value, locale);
  // The workers and nationalities are counted from the listings (GET /candidates/counts).
  const stats = [
    { value: t.stats.visaDays(VISA_SERVICE.processingDays), label: t.stats.visaDaysLabel },
    ...(totals
      ? [
          { value: number(totals.workers), label: t.stats.workersLabel },
          { value: number(totals.nationalities), label: t.stats.nationalitiesLabel },
        ]
      : []),
    { value: t.stats.support, label: t.stats.supportLabel },
  ];

  return (
    <div className={styles.page}>
      <PageHeader eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
      <dl className={styles.stats} aria-label={t.stats.label}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>

      <TitledSection titleId="problem-title" title={t.problem.title}>
        <div className={styles.twoColumns}>
          <ListCard
            title={t.problem.beforeTitle}
            variant="outlined"
            className={styles.before}
            items={t.problem.before}
          />
          <ListCard
            title={t.problem.afterTitle}
            variant="outlined"
            className={styles.after}
            items={t.problem.after}
          />
        </div>
      </TitledSection>

      <TitledSection titleId="benefits-title" title={t.benefits.title}>
        <div className={styles.twoColumns}>
          <ListCard title={t.benefits.familiesTitle} items={t.benefits.families} />
          <ListCard title={t.benefits.agenciesTitle} items={t.benefits.agencies} />
        </div>
      </TitledSection>

      <TitledSection titleId="workforce-title" title={t.workforce.title}>
        <p className={headings.muted}>{t.workforce.intro}</p>
        <ul className={`${layout.bareList} ${styles.workforce}`}>
          {nationalities.map(({ nationality, count, flag }) => (
            <li key={nationality} className={`${layout.raised} ${styles.workforceItem}`}>
              <img src={flag} alt="" width={40} height={30} className={styles.flag} />
              <span className={styles.workforceName}>
                {messages.candidates.nationality[nationality]}
              </span>
              <span className={headings.muted}>{t.workforce.count(count)}</span>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection titleId="technology-title" title={t.technology.title}>
        <ul className={`${layout.bareList} ${styles.threeColumns}`}>
          {t.technology.blocks.map((block) => (
            <Card key={block.title} elementType="li" title={block.title} variant="outlined">
              <p className={headings.muted}>{block.text}</p>
            </Card>
          ))}
        </ul>
      </TitledSection>

      <TitledSection titleId="values-title" title={t.values.title}>
        <ul className={`${layout.bareList} ${styles.fourColumns}`}>
          {t.values.items.map((value) => (
            <Card key={value.title} elementType="li" title={value.title}>
              <p className={headings.muted}>{value.text}</p>
            </Card>
          ))}
        </ul>
      </TitledSection>

      <section className={styles.callout} aria-labelledby="about-cta-title">
        <h2 id="about-cta-title" className={headings.sectionTitle}>
          {t.cta.title}
        </h2>
        <p>{t.cta.text}</p>
        <dl className={styles.contactList}>
          {support.phone && (
            <div>
              <dt>{t.cta.phoneLabel}</dt>
              <dd>
                <a href={support.phone.href} dir="ltr">
                  {support.phone.display}
                </a>
              </dd>
            </div>
          )}
          <div>
            <dt>{t.cta.emailLabel}</dt>
            <dd>
              <a href={`mailto:${support.email}`}>{support.email}</a>
            </dd>
          </div>
          <div>
            <dt>{t.cta.addressLabel}</dt>
            <dd>{t.cta.address}</dd>
          </div>
        </dl>
        <Link href="/contact" variant="standalone" showArrow className={styles.calloutLink}>
          {t.cta.contact}
        </Link>
      </section>
    </div>
  );
}

/** A part of the page named by its h2. */
function TitledSection({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={headings.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A card whose body is a bulleted list. */
function ListCard({ items, ...card }: Omit<CardProps, 'children'> & { items: readonly string[] }) {
  return (
    <Card {...card}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Card>
  );
}
