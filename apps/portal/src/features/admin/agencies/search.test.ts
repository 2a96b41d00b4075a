import { describe, expect, it } from 'vitest';
import {
  analyticsPeriodOf,
  parseAgenciesSearch,
  parseAgencyPageSearch,
  parseAnalyticsSearch,
  parseClientsSearch,
} from './search';

describe('the admin agencies, clients and analytics URLs', () => {
  it('keeps valid filters and drops defaults and stale values', () => {
    expect(
      parseAgenciesSearch({ search: ' rose ', country: 'Kenya', status: 'approved', page: '2' }),
    ).toEqual({ search: 'rose', country: 'Kenya', status: 'approved', page: 2 });
    expect(
      parseAgenciesSearch({ status: 'all', group: 'all', country: 'Mars', page: '1' }),
    ).toEqual({});
    expect(parseAgenciesSearch({ group: 'verified' })).toEqual({ group: 'verified' });
    expect(parseAgencyPageSearch({ tab: 'documents' })).toEqual({ tab: 'documents' });
    expect(parseAgencyPageSearch({ tab: 'overview' })).toEqual({});
    expect(parseClientsSearch({ country: 'Qatar', search: 'omar', page: 'x' })).toEqual({
      country: 'Qatar',
      search: 'omar',
    });
    expect(parseClientsSearch({ country: 'Kenya' })).toEqual({});
  });

  it('leaves the default period 1Y out of the URL', () => {
    expect(parseAnalyticsSearch({ period: '1Y' })).toEqual({});
    expect(parseAnalyticsSearch({ period: '6M', agency: 'nanny' })).toEqual({
      period: '6M',
      agency: 'nanny',
    });
    expect(analyticsPeriodOf({})).toBe('1Y');
    expect(analyticsPeriodOf(parseAnalyticsSearch({ period: '2Y' }))).toBe('1Y');
  });
});
