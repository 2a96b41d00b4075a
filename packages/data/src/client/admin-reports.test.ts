import { describe, expect, it } from 'vitest';
import { adminReportKeys, adminReportQueryOptions, fetchAdminReport } from './admin-reports';
import { createApiClient } from './http';
import { createMemoryTokenStore } from './token-store';
import { json, stubFetch } from './test-helpers';

const report = {
  period: '1M',
  from: '2026-10-22',
  to: '2026-11-22',
  currency: 'AED',
  months: [
    { month: '2026-10', placements: 0, revenue: 0 },
    { month: '2026-11', placements: 2, revenue: 440.5 },
  ],
  totals: { placements: 2, revenue: 440.5 },
};

describe('admin reports', () => {
  it('asks for the chosen period (1Y by default) and answers the report', async () => {
    const stub = stubFetch(() => json(200, { data: { report } }));
    const client = createApiClient({
      baseUrl: '/api',
      fetch: stub.fetch,
      tokenStore: createMemoryTokenStore('admin-token'),
    });
    await expect(fetchAdminReport(client, '1M')).resolves.toEqual(report);
    await fetchAdminReport(client);
    expect(stub.calls.map((c) => c.url)).toEqual([
      '/api/admin/reports?period=1M',
      '/api/admin/reports?period=1Y',
    ]);
    expect(adminReportQueryOptions(client, '6M').queryKey).toEqual(adminReportKeys.period('6M'));
  });
});
