import {
  ANALYTICS_PERIODS,
  type AdminAnalytics,
  type AgencyCardStatus,
  type AgencyGroup,
  type AnalyticsPeriod,
} from '@bayti/data/contract';
import {
  Avatar,
  Chart,
  Link,
  PageHeader,
  Panel,
  SearchField,
  Skeleton,
  Stack,
  StatCard,
  StatusBadge,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type StatCardTone,
  type StatusTone,
} from '@bayti/ui';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { BadgeCheck, Building2, Handshake, PauseCircle, Sparkles, Zap } from 'lucide-react';
import { useDeferredValue, type ReactNode } from 'react';
import layout from '../../shared/page/Page.module.css';
import styles from '../agencies/Agencies.module.css';
import { analyticsAgenciesQuery, analyticsQuery } from '../agencies/queries';
import { analyticsPeriodOf, parseAnalyticsSearch, type AnalyticsSearch } from '../agencies/search';
import { useAgenciesText } from '../agencies/use-agencies-text';
import { useSearchDraft } from '../../shared/list/use-search-draft';
import { positionLabel } from '../../shared/position-label';
import list from '../../shared/list/List.module.css';
import { QueryError } from '../office/OfficeToolbar';
import type { SearchChange } from '../office/search-change';

export interface AnalyticsPageProps {
  search: AnalyticsSearch;
  onSearchChange: SearchChange<AnalyticsSearch>;
  /** A stat card opens the agencies list filtered by its group. */
  onOpenGroup: (group: AgencyGroup) => void;
  /** The href of View All (the agencies list). */
  agenciesHref: string;
}

const CARD_LOOK: Record<AgencyGroup, { icon: ReactNode; tone: StatCardTone }> = {
  all: { icon: <Building2 aria-hidden />, tone: 'accent' },
  active: { icon: <Zap aria-hidden />, tone: 'success' },
  new: { icon: <Sparkles aria-hidden />, tone: 'info' },
  verified: { icon: <BadgeCheck aria-hidden />, tone: 'success' },
  partnered: { icon: <Handshake aria-hidden />, tone: 'warning' },
  inactive: { icon: <PauseCircle aria-hidden />, tone: 'danger' },
};

const CARD_STATUS_TONE: Record<AgencyCardStatus, StatusTone> = {
  verified: 'success',
  active: 'info',
  pending: 'neutral',
};

/**
 * The admin Analytics from the agencies' data: six stat cards, each opening the
 * agencies list on its group; the Agency Statistic of ALL, 1M, 6M or 1Y (in the URL, 1Y by
 * default) with its chart and totals; the All Agencies side list and Quick Stats.
 */
export function AnalyticsPage({
  search,
  onSearchChange,
  onOpenGroup,
  agenciesHref,
}: AnalyticsPageProps) {
  const { a, t, number } = useAgenciesText();
  const n = a.analytics;
  const period = analyticsPeriodOf(search);
  // While another period loads, the figures of the last one stay.
  const shownPeriod = useDeferredValue(period);
  const { analytics: data } = useSuspenseQuery(analyticsQuery(shownPeriod)).data;
  const change = (next: AnalyticsSearch, replace = false) =>
    onSearchChange(parseAnalyticsSearch(next), { replace });

  return (
    <Stack gap="5">
      <PageHeader title={n.title} />
      <ul className={`${layout.bareList} ${styles.cards}`} aria-label={n.title}>
        {data.cards.map((card) => (
          <li key={card.group}>
            <StatCard
              label={n.cards[card.group]}
              value={number(card.value)}
              percentText={n.percentOfTotal(number(card.percent))}
              icon={CARD_LOOK[card.group].icon}
              tone={CARD_LOOK[card.group].tone}
              onPress={() => onOpenGroup(card.group)}
            />
          </li>
        ))}
      </ul>
      <div className={styles.analyticsLayout}>
        <Panel elementType="section" aria-labelledby="agency-statistic">
          <Tabs
            selectedKey={period}
            onSelectionChange={(key) =>
              change({
                ...search,
                period: key === '1Y' ? undefined : (key as Exclude<AnalyticsPeriod, '1Y'>),
              })
            }
          >
            <Stack direction="row" wrap align="center" justify="between" gap="3">
              <h3 id="agency-statistic" className={styles.sectionTitle}>
                {n.statistic}
              </h3>
              <TabList aria-label={n.periods}>
                {ANALYTICS_PERIODS.map((id) => (
                  <Tab key={id} id={id}>
                    {n.period[id]}
                  </Tab>
                ))}
              </TabList>
            </Stack>
            {ANALYTICS_PERIODS.map((id) => (
              <TabPanel key={id} id={id}>
                <Statistic analytics={data} />
              </TabPanel>
            ))}
          </Tabs>
        </Panel>
        <Stack gap="3">
          <SideList
            search={search.agency}
            onSearch={(agency) => change({ ...search, agency }, true)}
            agenciesHref={agenciesHref}
          />
          <Panel elementType="section" aria-labelledby="quick-stats">
            <h3 id="quick-stats" className={styles.sectionTitle}>
              {n.quickStats}
            </h3>
            <dl className={`${layout.column} ${styles.quick}`}>
              <div className={styles.quickRow}>
                <dt>{n.quickActive}</dt>
                <dd>{number(data.quickStats.active)}</dd>
              </div>
              <div className={styles.quickRow}>
                <dt>{n.quickPending}</dt>
                <dd>{number(data.quickStats.pendingVerification)}</dd>
              </div>
              <div className={styles.quickRow}>
                <dt>{n.quickNewThisMonth}</dt>
                <dd>{number(data.quickStats.newThisMonth)}</dd>
              </div>
            </dl>
          </Panel>
        </Stack>
      </div>
      {shownPeriod !== period && <span className={list.muted}>{t.common.loading}</span>}
    </Stack>
  );
}

function Statistic({ analytics }: { analytics: AdminAnalytics }) {
  const { a, number, month } = useAgenciesText();
  const n = a.analytics;
  return (
    <Stack gap="3">
      <Chart
        label={n.statistic}
        categoryHeader={n.month}
        categories={analytics.months.map((row) => month(row.month))}
        series={[
          {
            id: 'newAgencies',
            label: n.series.newAgencies,
            values: analytics.months.map((row) => row.newAgencies),
          },
          {
            id: 'candidates',
            label: n.series.candidates,
            values: analytics.months.map((row) => row.candidates),
            tone: 'info',
          },
          {
            id: 'placements',
            label: n.series.placements,
            kind: 'line',
            values: analytics.months.map((row) => row.placements),
            tone: 'warning',
          },
        ]}
        formatValue={number}
        emptyText={n.noData}
      />
      <dl className={styles.totals}>
        <div className={`${layout.column} ${styles.total}`}>
          <dt>{n.totalCandidates}</dt>
          <dd>{number(analytics.totals.candidates)}</dd>
        </div>
        <div className={`${layout.column} ${styles.total}`}>
          <dt>{n.recruited}</dt>
          <dd>{number(analytics.totals.recruited)}</dd>
        </div>
      </dl>
    </Stack>
  );
}

function SideList({
  search = '',
  onSearch,
  agenciesHref,
}: {
  search: string | undefined;
  onSearch: (value: string | undefined) => void;
  agenciesHref: string;
}) {
  const { a, number, messages } = useAgenciesText();
  const n = a.analytics;
  const { draft, setDraft, submit } = useSearchDraft(search, onSearch);
  const query = useQuery({
    ...analyticsAgenciesQuery(search),
    placeholderData: keepPreviousData,
  });
  return (
    <Panel elementType="section" aria-labelledby="all-agencies">
      <Stack direction="row" wrap align="center" justify="between" gap="3">
        <h3 id="all-agencies" className={styles.sectionTitle}>
          {n.allAgencies}
        </h3>
        <Link href={agenciesHref}>{n.viewAll}</Link>
      </Stack>
      <SearchField
        aria-label={n.sideSearchLabel}
        placeholder={n.sideSearchPlaceholder}
        clearLabel={a.common.clear}
        maxLength={100}
        value={draft}
        onChange={setDraft}
        onSubmit={submit}
      />
      {query.error && !query.data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton lines={4} />
      ) : query.data.items.length === 0 ? (
        <p className={styles.muted}>{n.noAgencies}</p>
      ) : (
        <ul className={`${layout.column} ${layout.bareList} ${styles.sideList}`}>
          {query.data.items.map((agency) => (
            <li key={agency.id} className={styles.sideItem}>
              <Avatar name={agency.name} src={agency.avatar ?? undefined} size="sm" />
              <span className={`${layout.column} ${styles.sideText}`}>
                <strong>{agency.name}</strong>
                <span className={styles.muted}>
                  {positionLabel(messages, agency.specialty)} ·{' '}
                  {n.shortlisted(number(agency.shortlistedCandidates))}
                </span>
              </span>
              <StatusBadge tone={CARD_STATUS_TONE[agency.status]}>
                {n.cardStatus[agency.status]}
              </StatusBadge>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
