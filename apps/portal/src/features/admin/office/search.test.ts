import { describe, expect, it } from 'vitest';
import {
  inboxKindOf,
  parseAccountsSearch,
  parseInboxSearch,
  parseReportsSearch,
  parseUsersSearch,
  reportPeriodOf,
} from './search';

describe('back-office search params', () => {
  it('keeps valid users filters and drops page 1, unknown statuses and junk', () => {
    expect(parseUsersSearch({ search: 'sara', status: 'ACTIVE', page: '2' })).toEqual({
      search: 'sara',
      status: 'ACTIVE',
      page: 2,
    });
    expect(parseUsersSearch({ status: 'GONE', page: 1, other: 'x' })).toEqual({});
    expect(parseUsersSearch({ page: '-3' })).toEqual({});
  });

  it('reads the accounts search and page', () => {
    expect(parseAccountsSearch({ search: 'ORD', page: '3' })).toEqual({ search: 'ORD', page: 3 });
    expect(parseAccountsSearch(null)).toEqual({});
  });

  it('leaves the default inbox kind and report period out of the URL', () => {
    expect(parseInboxSearch({ kind: 'contact', show: 'open' })).toEqual({ show: 'open' });
    expect(parseInboxSearch({ kind: 'visa', show: 'later' })).toEqual({ kind: 'visa' });
    expect(inboxKindOf({})).toBe('contact');
    expect(parseReportsSearch({ period: '1Y' })).toEqual({});
    expect(parseReportsSearch({ period: '6M' })).toEqual({ period: '6M' });
    expect(reportPeriodOf({})).toBe('1Y');
  });
});
