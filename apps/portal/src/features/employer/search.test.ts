import { describe, expect, test } from 'vitest';
import {
  clearedPipeline,
  parseAnalyticsSearch,
  parseCandidatesSearch,
  parseInvoicesSearch,
  parseOrdersSearch,
  parsePipelineSearch,
  parseRecruitmentsSearch,
  sortChange,
  sortChoiceOf,
  withPipeline,
  withSortChoice,
} from './search';
import { navItemOfPath, positionPath, tabOfPath } from './tabs';

describe('analytics search', () => {
  test('keeps a known period and leaves the default 1Y out of the URL', () => {
    expect(parseAnalyticsSearch({ period: '6M' })).toEqual({ period: '6M' });
    expect(parseAnalyticsSearch({ period: '1Y' })).toEqual({});
    expect(parseAnalyticsSearch({ period: '2Y' })).toEqual({});
  });
});

describe('pipeline search', () => {
  test('keeps valid params and drops invalid ones', () => {
    expect(
      parsePipelineSearch({
        status: 'interview',
        search: ' Maria ',
        sort: 'age',
        order: 'desc',
        page: 3,
        colour: 'red',
      }),
    ).toEqual({ status: 'interview', search: 'Maria', sort: 'age', order: 'desc' });
    expect(parsePipelineSearch({ status: 'deployed', sort: 'salary', order: 'up' })).toEqual({});
  });

  test('drops dates without the field they filter, and a range that ends before it starts', () => {
    expect(parsePipelineSearch({ from: '2026-11-01', to: '2026-11-01' })).toEqual({});
    expect(
      parsePipelineSearch({ dateField: 'interview', from: '2026-11-02', to: '2026-11-01' }),
    ).toEqual({ dateField: 'interview' });
    expect(
      parsePipelineSearch({ dateField: 'selection', from: '2026-11-01', to: '2026-11-01' }),
    ).toEqual({ dateField: 'selection', from: '2026-11-01', to: '2026-11-01' });
  });

  test('an order without a sort, or the default asc order, stays out of the URL', () => {
    expect(parsePipelineSearch({ order: 'desc' })).toEqual({});
    expect(parsePipelineSearch({ sort: 'name', order: 'asc' })).toEqual({ sort: 'name' });
  });

  test('Clear empties search and date filter, keeping the tab and the sort', () => {
    const search = parsePipelineSearch({
      status: 'selected',
      search: 'nanny',
      dateField: 'selection',
      from: '2026-11-01',
      to: '2026-11-01',
      sort: 'name',
      order: 'desc',
    });
    expect(clearedPipeline(search)).toEqual({ status: 'selected', sort: 'name', order: 'desc' });
  });

  test('a sort choice sets sort and order; no choice removes both', () => {
    const sorted = withSortChoice({ status: 'hired' }, 'interviewDate-desc');
    expect(sorted).toEqual({ status: 'hired', sort: 'interviewDate', order: 'desc' });
    expect(sortChoiceOf(sorted)).toBe('interviewDate-desc');
    expect(sortChoiceOf({ sort: 'age' })).toBe('age-asc');
    expect(withSortChoice(sorted, null)).toEqual({ status: 'hired' });
  });

  test('a change keeps the other params', () => {
    expect(withPipeline({ status: 'hired', search: 'x' }, { search: undefined })).toEqual({
      status: 'hired',
    });
  });
});

describe('recruitments, orders and invoices search', () => {
  test('recruitments keep a known stage and the search', () => {
    expect(parseRecruitmentsSearch({ stage: 'visa', search: 'Kenyan' })).toEqual({
      stage: 'visa',
      search: 'Kenyan',
    });
    expect(parseRecruitmentsSearch({ stage: 'qvc' })).toEqual({});
  });

  test('orders and invoices keep their own sorts only', () => {
    expect(parseOrdersSearch({ sort: 'amount', order: 'desc', search: 'INV' })).toEqual({
      sort: 'amount',
      order: 'desc',
      search: 'INV',
    });
    expect(parseOrdersSearch({ sort: 'invoiceDate' })).toEqual({});
    expect(parseInvoicesSearch({ ...sortChange('paymentStatus-asc') })).toEqual({
      sort: 'paymentStatus',
      order: 'asc',
    });
    expect(parseInvoicesSearch({ order: 'desc' })).toEqual({});
  });
});

describe('tabOfPath', () => {
  test('names the section of a path; the bare dashboard is Analytics', () => {
    expect(tabOfPath('/dashboard/employer/invoices')).toBe('invoices');
    expect(tabOfPath('/dashboard/employer/candidates/')).toBe('candidates');
    expect(tabOfPath('/dashboard/employer')).toBe('analytics');
    expect(tabOfPath('/dashboard/employer/unknown')).toBe('analytics');
  });
});

describe('position lists', () => {
  test('a position list keeps the Returns and Replaced tabs; Candidates drops them', () => {
    expect(parsePipelineSearch({ status: 'returns', search: 'ana' })).toEqual({
      status: 'returns',
      search: 'ana',
    });
    expect(parseCandidatesSearch({ status: 'returns', search: 'ana' })).toEqual({ search: 'ana' });
    expect(parseCandidatesSearch({ status: 'hired' })).toEqual({ status: 'hired' });
  });

  test('a position path highlights its sidebar item, whatever its spaces', () => {
    expect(positionPath('Elder Care')).toBe('/dashboard/employer/positions/Elder%20Care');
    expect(navItemOfPath(positionPath('Elder Care'))).toBe('position:Elder Care');
    expect(navItemOfPath('/dashboard/employer/positions/%E0%A4%A')).toBe('position:%E0%A4%A');
    expect(navItemOfPath('/dashboard/employer/orders')).toBe('orders');
  });
});
