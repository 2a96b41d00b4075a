import {
  ANALYTICS_PERIOD_MONTHS,
  type AgencyAnalytics,
  type AgencyReport,
} from '@bayti/data/contract';
import { mockSignedInEndpoint } from './endpoint-handler';

/*
 * The agency's Analytics and Reports over a fixed year of sample months (to 22 November 2026),
 * the months of the period asked for. The selected candidates are the sample's (the server's
 * search over them is the end-to-end tests' to check; a story that searches answers its own).
 */

const TODAY = '2026-11-22';
const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];
const NEW = [4, 6, 3, 8, 5, 7, 9, 4, 6, 10, 8, 5];
const INTERVIEWED = [2, 3, 2, 4, 3, 5, 4, 2, 5, 6, 4, 3];
const HIRED = [1, 1, 0, 2, 1, 2, 3, 1, 2, 3, 2, 1];
const REVENUE = [0, 2500, 0, 5000, 2500, 4750, 7500, 3000, 4000, 6500, 5250.5, 1500];

const FROM: Record<keyof typeof ANALYTICS_PERIOD_MONTHS, string | null> = {
  ALL: null,
  '1M': '2026-10-22',
  '6M': '2026-05-22',
  '1Y': '2025-11-22',
};
const lastMonths = (period: keyof typeof ANALYTICS_PERIOD_MONTHS) => {
  const months = ANALYTICS_PERIOD_MONTHS[period];
  return months === null ? MONTHS.length : Math.min(months + 1, MONTHS.length);
};

export function agencyAnalyticsSample(
  period: keyof typeof ANALYTICS_PERIOD_MONTHS,
  selectedNames?: readonly string[],
): AgencyAnalytics {
  const n = lastMonths(period);
  const slice = <T>(values: T[]) => values.slice(MONTHS.length - n);
  const total = 48;
  const added = slice(NEW).reduce((a, b) => a + b, 0);
  const card = (name: AgencyAnalytics['stats'][number]['card'], count: number) => ({
    card: name,
    count,
    percent: Math.floor((count * 100) / total),
  });
  const selected = [
    {
      id: 203,
      name: 'Anjali Menon',
      position: 'Cook',
      nationality: 'Indian',
      selectionDate: '2026-11-12',
    },
    {
      id: 209,
      name: 'Amina Yusuf',
      position: 'Nanny',
      nationality: 'Kenyan',
      selectionDate: '2026-11-03',
    },
  ] as const;
  // The sample's selected candidates, or those of them a story names.
  const items = selected.filter((c) => !selectedNames || selectedNames.includes(c.name));
  return {
    period,
    from: FROM[period],
    to: TODAY,
    stats: [
      card('total', total),
      card('shortlisted', 14),
      card('new', Math.min(added, total)),
      card('interviewed', 9),
      card('hired', 7),
      card('rejected', 5),
    ],
    totals: { amountPayable: 42250.5, received: 26250, balance: 16000.5, candidates: 8 },
    chart: slice(MONTHS).map((month, i) => ({
      month,
      newApplications: slice(NEW)[i]!,
      interviewed: slice(INTERVIEWED)[i]!,
      hired: slice(HIRED)[i]!,
    })),
    selected: { items: [...items], total: items.length },
    quickStats: { activeRecruitments: 7, pendingInterviews: 3, thisMonthHired: 1 },
  };
}

export function agencyReportSample(period: keyof typeof ANALYTICS_PERIOD_MONTHS): AgencyReport {
  const n = lastMonths(period);
  const months = MONTHS.slice(MONTHS.length - n).map((month, i) => ({
    month,
    placements: HIRED.slice(MONTHS.length - n)[i]!,
    revenue: REVENUE.slice(MONTHS.length - n)[i]!,
  }));
  return {
    period,
    from: FROM[period],
    to: TODAY,
    currency: 'AED',
    months,
    totals: {
      placements: months.reduce((a, m) => a + m.placements, 0),
      revenue: Math.round(months.reduce((a, m) => a + m.revenue * 100, 0)) / 100,
    },
  };
}

export const agencyAnalyticsHandlers = [
  mockSignedInEndpoint('agencyAnalytics', ({ query }) => ({
    data: { analytics: agencyAnalyticsSample(query.period) },
  })),
  mockSignedInEndpoint('agencyReports', ({ query }) => ({
    data: { report: agencyReportSample(query.period) },
  })),
];
