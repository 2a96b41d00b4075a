import { Chart, Stack } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { AnalyticsPeriod } from '@bayti/data/contract';
import { agencyAnalyticsRoutes } from '@bayti/data/contract/routes';
import { apiQuery } from '../../../api';
import { intlLocale } from '../../shared/format';
import { PeriodTabs, periodRange } from '../analytics/AgencyAnalyticsPage';
import { monthLabel, periodOf, type AgencyAnalyticsSearch } from '../analytics/analytics-search';
import layout from '../../shared/page/Page.module.css';
import styles from '../shared/AgencyPage.module.css';
import { useOpsText } from '../recruitments/use-ops-text';
import reportStyles from './AgencyReports.module.css';

/** The read its route's loader ensures and the screen reads (one cache entry). */
export const reportQuery = (period: AnalyticsPeriod) =>
  apiQuery(agencyAnalyticsRoutes.agencyReports, { query: { period } });

export interface AgencyReportsPageProps {
  search: AgencyAnalyticsSearch;
  onSearchChange: (next: AgencyAnalyticsSearch) => void;
}

/**
 * Reports (instead of Coming Soon): the agency's placements (recruitments started) and
 * revenue (payments received from families, AED) per UAE month of the period, as a chart and a
 * table with the period's totals.
 */
export function AgencyReportsPage({ search, onSearchChange }: AgencyReportsPageProps) {
  const text = useOpsText();
  const { t } = text;
  const r = t.reports;
  const period = periodOf(search);
  // Another period's report loads while this one stays on screen.
  const { report } = useSuspenseQuery(reportQuery(useDeferredValue(period))).data;

  return (
    <Stack>
      <PeriodTabs
        title={r.title}
        period={period}
        onChange={(next) => onSearchChange(next === '1Y' ? {} : { period: next })}
      >
        <Stack>
          <p className={styles.muted}>{periodRange(text, report.from, report.to, report.period)}</p>
          <dl className={styles.figures}>
            <div className={`${layout.column} ${styles.figure}`}>
              <dt className={styles.muted}>{r.placements}</dt>
              <dd className={styles.figureValue} data-testid="report-total-placements">
                {text.number(report.totals.placements)}
              </dd>
            </div>
            <div className={`${layout.column} ${styles.figure}`}>
              <dt className={styles.muted}>{r.revenue}</dt>
              <dd className={styles.figureValue} data-testid="report-total-revenue">
                {text.aed(report.totals.revenue)}
              </dd>
            </div>
          </dl>
          <div className={reportStyles.chart}>
            <Chart
              label={r.chart}
              categoryHeader={r.month}
              categories={report.months.map((m) => monthLabel(m.month, intlLocale(text.locale)))}
              emptyText={r.empty}
              series={[
                {
                  id: 'revenue',
                  label: r.revenue,
                  values: report.months.map((m) => m.revenue),
                  tone: 'accent',
                },
              ]}
              // Whole dirhams on the axis (the legend names the unit); the table has the fils.
              formatValue={(value) => text.number(Math.round(value))}
            />
          </div>
          <div className={reportStyles.tableWrap} role="region" aria-label={r.table} tabIndex={0}>
            <table className={reportStyles.table}>
              <caption className={reportStyles.caption}>{r.table}</caption>
              <thead>
                <tr>
                  <th scope="col">{r.month}</th>
                  <th scope="col" data-align="end">
                    {r.placements}
                  </th>
                  <th scope="col" data-align="end">
                    {r.revenue}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...report.months].reverse().map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{monthLabel(m.month, intlLocale(text.locale))}</th>
                    <td data-align="end">{text.number(m.placements)}</td>
                    <td data-align="end">{text.aed(m.revenue)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{r.totals}</th>
                  <td data-align="end">{text.number(report.totals.placements)}</td>
                  <td data-align="end">{text.aed(report.totals.revenue)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p className={styles.muted}>{r.note}</p>
        </Stack>
      </PeriodTabs>
    </Stack>
  );
}
