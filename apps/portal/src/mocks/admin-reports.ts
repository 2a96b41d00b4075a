import type { AdminReport } from '@bayti/data/contract';
import { mockSignedInEndpoint } from './endpoint-handler';

/*
 * Accounts > Reports: a year of placements and revenue per month, cut to the period asked, as the
 * server computes it up to the story clock's day (2026-11-22).
 */

const YEAR: AdminReport['months'] = [
  { month: '2025-12', placements: 1, revenue: 195 },
  { month: '2026-01', placements: 2, revenue: 8445 },
  { month: '2026-02', placements: 0, revenue: 490 },
  { month: '2026-03', placements: 3, revenue: 8640 },
  { month: '2026-04', placements: 1, revenue: 245 },
  { month: '2026-05', placements: 2, revenue: 16_400 },
  { month: '2026-06', placements: 0, revenue: 0 },
  { month: '2026-07', placements: 4, revenue: 9130.5 },
  { month: '2026-08', placements: 2, revenue: 440 },
  { month: '2026-09', placements: 1, revenue: 8445 },
  { month: '2026-10', placements: 3, revenue: 735 },
  { month: '2026-11', placements: 2, revenue: 690 },
];

const MONTHS = { ALL: 12, '1Y': 12, '6M': 6, '1M': 2 } as const;
const FROM = { ALL: null, '1Y': '2025-11-22', '6M': '2026-05-22', '1M': '2026-10-22' } as const;

export function mockAdminReport(period: AdminReport['period']): AdminReport {
  const months = YEAR.slice(-MONTHS[period]);
  const sum = (key: 'placements' | 'revenue') =>
    Math.round(months.reduce((total, row) => total + row[key], 0) * 100) / 100;
  return {
    period,
    from: FROM[period],
    to: '2026-11-22',
    currency: 'AED',
    months,
    totals: { placements: sum('placements'), revenue: sum('revenue') },
  };
}

export const adminReportHandlers = [
  mockSignedInEndpoint('adminReports', ({ query }) => ({
    data: { report: mockAdminReport(query.period) },
  })),
];
