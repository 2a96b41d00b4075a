import {
  type AgencyAnalytics,
  type AgencyStatCard,
  type AnalyticsPeriod,
} from '@bayti/data/contract';
import { Chart, Link, Panel, SearchField, Stack, StatCard, type StatCardTone } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  PeriodTabs as SharedPeriodTabs,
  type PeriodTabsProps,
} from '../../shared/analytics/PeriodTabs';
import { Sparkles, Star, UserCheck, Users, Handshake, XCircle } from 'lucide-react';
import { useDeferredValue, type ReactNode } from 'react';
import { agencyAnalyticsRoutes } from '@bayti/data/contract/routes';
import { apiQuery } from '../../../api';
import { intlLocale } from '../../shared/format';
import styles from '../shared/AgencyPage.module.css';
import { useOpsText, type OpsText } from '../recruitments/use-ops-text';
import {
  analyticsQueryOf,
  monthLabel,
  periodOf,
  type AgencyAnalyticsSearch,
} from './analytics-search';
import layout from '../../shared/page/Page.module.css';
import analyticsStyles from './Analytics.module.css';

export interface AgencyAnalyticsPageProps {
  search: AgencyAnalyticsSearch;
  onSearchChange: (next: AgencyAnalyticsSearch, options?: { replace?: boolean }) => void;
}

/** The read its route's loader ensures and the screen reads (one cache entry). */
export const analyticsQuery = (search: AgencyAnalyticsSearch) =>
  apiQuery(agencyAnalyticsRoutes.agencyAnalytics, { query: analyticsQueryOf(search) });

const CANDIDATES_PATH = '/dashboard/agency/candidates';

const CARDS: Record<AgencyStatCard, { tone: StatCardTone; icon: ReactNode }> = {
  total: { tone: 'accent', icon: <Users aria-hidden /> },
  shortlisted: { tone: 'neutral', icon: <Star aria-hidden /> },
  new: { tone: 'info', icon: <Sparkles aria-hidden /> },
  interviewed: { tone: 'warning', icon: <UserCheck aria-hidden /> },
  hired: { tone: 'success', icon: <Handshake aria-hidden /> },
  rejected: { tone: 'danger', icon: <XCircle aria-hidden /> },
};

/** The period switch over an agency page's figures, under the page's title. */
export function PeriodTabs({
  title,
  ...props
}: Omit<PeriodTabsProps, 'labels' | 'header' | 'panelClassName'> & { title: string }) {
  const { t } = useOpsText();
  return (
    <SharedPeriodTabs
      {...props}
      labels={t.common}
      panelClassName={styles.tabPanel}
      header={(tabs) => (
        <div className={styles.header}>
          <h2 className={styles.title}>{title}</h2>
          {tabs}
        </div>
      )}
    />
  );
}

/** "Last 6 months · 22 May 2026 to 22 Nov 2026". */
export const periodRange = (
  text: OpsText,
  from: string | null,
  to: string,
  period: AnalyticsPeriod,
) =>
  `${text.t.common.periodNames[period]} · ${
    from
      ? text.t.common.range(text.longDate(from), text.longDate(to))
      : text.t.common.until(text.longDate(to))
  }`;

/**
 * Analytics: the six stat cards of the agency's candidates (count, floor percent of total),
 * each opening All Candidates filtered; the money totals; New Applications, Interviewed and Hired
 * per month; Selected Candidates with search and View All; Quick Stats. Period in the URL.
 */
export function AgencyAnalyticsPage({ search, onSearchChange }: AgencyAnalyticsPageProps) {
  const { t } = useOpsText();
  const period = periodOf(search);
  // Another period or search loads while the current figures stay on screen.
  const { analytics } = useSuspenseQuery(analyticsQuery(useDeferredValue(search))).data;
  return (
    <Stack>
      <PeriodTabs
        title={t.analytics.title}
        period={period}
        onChange={(next) => onSearchChange({ ...search, period: next === '1Y' ? undefined : next })}
      >
        <Figures
          analytics={analytics}
          search={search}
          onSearch={(value) =>
            onSearchChange({ ...search, search: value.trim() || undefined }, { replace: true })
          }
        />
      </PeriodTabs>
    </Stack>
  );
}

function Figures({
  analytics,
  search,
  onSearch,
}: {
  analytics: AgencyAnalytics;
  search: AgencyAnalyticsSearch;
  onSearch: (value: string) => void;
}) {
  const text = useOpsText();
  const { t } = text;
  const a = t.analytics;
  const navigate = useNavigate();
  const open = (card: AgencyStatCard) =>
    void navigate({
      to: CANDIDATES_PATH,
      search: card === 'total' || card === 'new' ? {} : { status: card },
    });
  const categories = analytics.chart.map((m) => monthLabel(m.month, intlLocale(text.locale)));

  return (
    <Stack>
      <p className={styles.muted}>
        {periodRange(text, analytics.from, analytics.to, analytics.period)}
      </p>
      <ul className={`${layout.unbulleted} ${layout.sixFigures}`}>
        {analytics.stats.map((stat) => (
          <li key={stat.card}>
            <StatCard
              className={layout.fillCell}
              label={a.cards[stat.card]}
              value={text.number(stat.count)}
              percentText={a.percentOfTotal(`${text.number(stat.percent)}%`)}
              icon={CARDS[stat.card].icon}
              tone={CARDS[stat.card].tone}
              onPress={() => open(stat.card)}
            />
          </li>
        ))}
      </ul>

      <section aria-labelledby="agency-totals">
        <h3 id="agency-totals" className={styles.sectionTitle}>
          {a.totals.title}
        </h3>
        <dl className={styles.figures}>
          {(
            [
              ['amountPayable', text.aed(analytics.totals.amountPayable)],
              ['received', text.aed(analytics.totals.received)],
              ['balance', text.aed(analytics.totals.balance)],
              ['candidates', text.number(analytics.totals.candidates)],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className={`${layout.column} ${styles.figure}`}>
              <dt className={styles.muted}>{a.totals[key]}</dt>
              <dd className={styles.figureValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className={analyticsStyles.columns}>
        <Panel elementType="section" padding="4" gap="3" aria-labelledby="agency-chart">
          <h3 id="agency-chart" className={styles.sectionTitle}>
            {a.chart.title}
          </h3>
          <Chart
            label={a.chart.title}
            categoryHeader={a.chart.month}
            categories={categories}
            emptyText={a.chart.empty}
            formatValue={text.number}
            series={[
              {
                id: 'newApplications',
                label: a.chart.newApplications,
                values: analytics.chart.map((m) => m.newApplications),
                tone: 'info',
              },
              {
                id: 'interviewed',
                label: a.chart.interviewed,
                values: analytics.chart.map((m) => m.interviewed),
                tone: 'warning',
              },
              {
                id: 'hired',
                label: a.chart.hired,
                values: analytics.chart.map((m) => m.hired),
                tone: 'success',
              },
            ]}
          />
        </Panel>

        <Stack>
          <Panel elementType="section" padding="4" gap="3" aria-labelledby="selected-candidates">
            <Stack direction="row" wrap align="center" justify="between" gap="2">
              <h3 id="selected-candidates" className={styles.sectionTitle}>
                {a.selected.title}
              </h3>
              <Link
                href={`${CANDIDATES_PATH}?status=selected`}
                variant="standalone"
                aria-label={`${a.selected.viewAll}: ${a.selected.title}`}
              >
                {a.selected.viewAll}
              </Link>
            </Stack>
            <SearchField
              aria-label={a.selected.search}
              placeholder={a.selected.search}
              clearLabel={t.common.clear}
              value={search.search ?? ''}
              onChange={onSearch}
            />
            {analytics.selected.items.length === 0 ? (
              <p className={styles.muted}>{a.selected.empty}</p>
            ) : (
              <ul className={`${layout.column} ${layout.unbulleted} ${analyticsStyles.list}`}>
                {analytics.selected.items.map((candidate) => (
                  <li key={candidate.id} className={analyticsStyles.listItem}>
                    <span>
                      {candidate.name}
                      <span className={styles.muted}>
                        {' · '}
                        {text.position(candidate.position)} ·{' '}
                        {text.nationality(candidate.nationality)}
                      </span>
                    </span>
                    <span className={styles.muted}>{text.date(candidate.selectionDate)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>

          <Panel elementType="section" padding="4" gap="3" aria-labelledby="quick-stats">
            <h3 id="quick-stats" className={styles.sectionTitle}>
              {a.quick.title}
            </h3>
            <dl className={`${layout.column} ${analyticsStyles.quick}`}>
              {(['activeRecruitments', 'pendingInterviews', 'thisMonthHired'] as const).map(
                (key) => (
                  <div key={key}>
                    <dt>{a.quick[key]}</dt>
                    <dd>{text.number(analytics.quickStats[key])}</dd>
                  </div>
                ),
              )}
            </dl>
          </Panel>
        </Stack>
      </div>
    </Stack>
  );
}
