import {
  EMPLOYER_DOCUMENT_STAGES,
  type AnalyticsFunnelStage,
  type EmployerAnalytics,
  type EmployerDocumentStage,
} from '@bayti/data/contract';
import { PageHeader, Stack, StatCard, type StatCardTone } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PeriodTabs } from '../../shared/analytics/PeriodTabs';
import {
  CalendarClock,
  CheckCircle2,
  Eye,
  FileText,
  Handshake,
  Star,
  UserCheck,
  XCircle,
} from 'lucide-react';
import { useDeferredValue, type ReactNode } from 'react';
import { PlanSummary } from '../plan/PlanSummary';
import { analyticsQuery } from '../queries';
import { periodOf, type AnalyticsSearch } from '../search';
import styles from '../shared/EmployerPage.module.css';
import type { SearchChange } from '../shared/search-change';
import { useEmployerText, type EmployerText } from '../use-employer-text';
import layout from '../../shared/page/Page.module.css';
import analyticsStyles from './AnalyticsPage.module.css';

export interface AnalyticsPageProps {
  search: AnalyticsSearch;
  onSearchChange: SearchChange<AnalyticsSearch>;
}

const FUNNEL: { stage: AnalyticsFunnelStage; tone: StatCardTone; icon: ReactNode }[] = [
  { stage: 'viewed', tone: 'neutral', icon: <Eye aria-hidden /> },
  { stage: 'shortlisted', tone: 'accent', icon: <Star aria-hidden /> },
  { stage: 'interview', tone: 'warning', icon: <CalendarClock aria-hidden /> },
  { stage: 'selected', tone: 'info', icon: <UserCheck aria-hidden /> },
  { stage: 'hired', tone: 'success', icon: <Handshake aria-hidden /> },
  { stage: 'rejected', tone: 'danger', icon: <XCircle aria-hidden /> },
];

const funnelLabel = ({ t }: EmployerText, stage: AnalyticsFunnelStage) =>
  stage === 'viewed'
    ? t.analytics.viewed
    : stage === 'interview'
      ? t.analytics.interviews
      : t.status[stage];

/**
 * Analytics: the hiring funnel with each figure's floor percent of the profiles viewed,
 * recruitments by document stage and quick stats, for the period of the URL (1Y by default). A
 * figure opens the matching list; the family's access plan sits beside them.
 */
export function AnalyticsPage({ search, onSearchChange }: AnalyticsPageProps) {
  const text = useEmployerText();
  const { t } = text;
  const period = periodOf(search);
  // Another period's figures load behind the shown ones.
  const {
    data: { analytics },
  } = useSuspenseQuery(analyticsQuery(useDeferredValue(period)));

  return (
    <Stack gap="6">
      <PlanSummary />
      <PeriodTabs
        period={period}
        onChange={(next) => onSearchChange(next === '1Y' ? {} : { period: next })}
        labels={t.analytics}
        header={(tabs) => <PageHeader title={t.analytics.funnelTitle} actions={tabs} />}
        panelClassName={styles.tabPanel}
      >
        <Figures analytics={analytics} />
      </PeriodTabs>
    </Stack>
  );
}

function Figures({ analytics }: { analytics: EmployerAnalytics }) {
  const text = useEmployerText();
  const { t } = text;
  const navigate = useNavigate();
  const openCandidates = (stage: AnalyticsFunnelStage) =>
    void navigate({
      to: '/dashboard/employer/candidates',
      search: stage === 'viewed' ? {} : { status: stage },
    });
  const openRecruitments = (stage: EmployerDocumentStage | 'all') =>
    void navigate({
      to: '/dashboard/employer/recruitments',
      search: stage === 'all' ? {} : { stage },
    });
  const range = analytics.from
    ? t.analytics.range(text.longDate(analytics.from), text.longDate(analytics.to))
    : t.analytics.untilDate(text.longDate(analytics.to));

  return (
    <Stack gap="6">
      <p className={styles.muted}>
        {t.analytics.periodNames[analytics.period]} · {range}
      </p>
      <ul className={`${layout.unbulleted} ${layout.sixFigures}`}>
        {FUNNEL.map(({ stage, tone, icon }) => {
          const figure = analytics.funnel[stage];
          const label = funnelLabel(text, stage);
          return (
            <li key={stage}>
              <StatCard
                className={layout.fillCell}
                label={label}
                value={text.number(figure.count)}
                percentText={t.analytics.percentOfViewed(text.percent(figure.percent))}
                icon={icon}
                tone={tone}
                onPress={() => openCandidates(stage)}
              />
            </li>
          );
        })}
      </ul>

      <div className={analyticsStyles.columns}>
        <Stack elementType="section" aria-labelledby="documents-title">
          <PageHeader titleId="documents-title" title={t.analytics.documentsTitle} />
          <ul className={`${layout.unbulleted} ${analyticsStyles.grid}`}>
            {(['all', ...EMPLOYER_DOCUMENT_STAGES] as const).map((stage) => (
              <li key={stage}>
                <StatCard
                  className={layout.fillCell}
                  label={stage === 'all' ? t.analytics.allDocuments : t.stage[stage]}
                  value={text.number(analytics.documents[stage])}
                  icon={<FileText aria-hidden />}
                  tone={stage === 'all' ? 'accent' : 'neutral'}
                  onPress={() => openRecruitments(stage)}
                />
              </li>
            ))}
          </ul>
        </Stack>

        <Stack elementType="section" aria-labelledby="quick-stats-title">
          <PageHeader titleId="quick-stats-title" title={t.analytics.quickStatsTitle} />
          <dl className={`${layout.column} ${analyticsStyles.quickStats}`}>
            {(
              [
                ['pendingInterviews', <CalendarClock key="icon" aria-hidden />],
                ['offers', <CheckCircle2 key="icon" aria-hidden />],
                ['activeRecruitments', <FileText key="icon" aria-hidden />],
              ] as const
            ).map(([key, icon]) => (
              <div key={key} className={analyticsStyles.quickStat}>
                <dt>
                  <span className={analyticsStyles.quickIcon}>{icon}</span>
                  {t.analytics[key]}
                </dt>
                <dd className={styles.numeric}>{text.number(analytics.quickStats[key])}</dd>
              </div>
            ))}
          </dl>
        </Stack>
      </div>
    </Stack>
  );
}
