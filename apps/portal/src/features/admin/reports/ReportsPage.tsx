import type { AdminReport, ReportMonth } from '@bayti/data/contract';
import { Chart, createColumnHelper, DataTable, PageHeader, Stack, StatCard } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { PeriodTabs } from '../../shared/analytics/PeriodTabs';
import styles from '../office/Office.module.css';
import list from '../../shared/list/List.module.css';
import { reportQuery } from '../office/queries';
import { reportPeriodOf, type ReportsSearch } from '../office/search';
import type { SearchChange } from '../office/search-change';
import { useOfficeText, type OfficeText } from '../office/use-office-text';
import layout from '../../shared/page/Page.module.css';
import reportStyles from './ReportsPage.module.css';

export interface ReportsPageProps {
  search: ReportsSearch;
  onSearchChange: SearchChange<ReportsSearch>;
}

/**
 * Accounts > Reports: placements and revenue per UAE month of the period in the URL (1Y by
 * default), computed by the server, as totals, two charts and a table.
 */
export function ReportsPage({ search, onSearchChange }: ReportsPageProps) {
  const { t } = useOfficeText();
  const period = reportPeriodOf(search);
  // While another period loads, the report of the last one stays.
  const { report } = useSuspenseQuery(reportQuery(useDeferredValue(period))).data;
  return (
    <Stack gap="5">
      <PeriodTabs
        period={period}
        onChange={(next) => onSearchChange(next === '1Y' ? {} : { period: next })}
        labels={t.reports}
        header={(tabs) => (
          <PageHeader title={t.reports.title} description={t.reports.description} actions={tabs} />
        )}
      >
        <Report report={report} />
      </PeriodTabs>
    </Stack>
  );
}

const column = createColumnHelper<ReportMonth>();

const monthColumns = ({ t, month, number, amount }: OfficeText) => [
  column.accessor('month', { header: t.reports.month, cell: (i) => month(i.getValue()) }),
  column.accessor('placements', {
    header: t.reports.placements,
    cell: (i) => <span className={styles.numeric}>{number(i.getValue())}</span>,
    meta: { align: 'end' },
  }),
  column.accessor('revenue', {
    header: t.reports.revenue,
    cell: (i) => <span className={styles.numeric}>{amount(i.getValue())}</span>,
    meta: { align: 'end' },
  }),
];

function Report({ report }: { report: AdminReport }) {
  const text = useOfficeText();
  const { t, number, aed, amount, date } = text;
  const categories = report.months.map((row) => text.month(row.month));
  const range = report.from
    ? t.reports.range(date(report.from), date(report.to))
    : t.reports.untilToday(date(report.to));
  return (
    <Stack gap="5">
      <p className={list.muted}>{range}</p>
      <ul className={`${layout.bareList} ${reportStyles.totals}`}>
        <li>
          <StatCard label={t.reports.placements} value={number(report.totals.placements)} />
        </li>
        <li>
          <StatCard label={t.reports.revenue} value={aed(report.totals.revenue)} tone="success" />
        </li>
      </ul>
      <div className={reportStyles.charts}>
        <section className={`${layout.column} ${reportStyles.chart}`}>
          <h3 className={reportStyles.chartTitle}>{t.reports.placementsChart}</h3>
          <Chart
            label={t.reports.placementsChart}
            categoryHeader={t.reports.month}
            categories={categories}
            series={[
              {
                id: 'placements',
                label: t.reports.placements,
                values: report.months.map((row) => row.placements),
              },
            ]}
            formatValue={number}
            emptyText={t.reports.empty}
            hideLegend
          />
        </section>
        <section className={`${layout.column} ${reportStyles.chart}`}>
          <h3 className={reportStyles.chartTitle}>{t.reports.revenueChart}</h3>
          <Chart
            label={t.reports.revenueChart}
            categoryHeader={t.reports.month}
            categories={categories}
            series={[
              {
                id: 'revenue',
                label: t.reports.revenue,
                values: report.months.map((row) => row.revenue),
                tone: 'success',
              },
            ]}
            formatValue={amount}
            emptyText={t.reports.empty}
            hideLegend
          />
        </section>
      </div>
      <DataTable
        label={t.reports.table}
        showLabel
        columns={monthColumns(text)}
        data={report.months}
        getRowId={(row) => row.month}
        emptyText={t.reports.empty}
      />
    </Stack>
  );
}
