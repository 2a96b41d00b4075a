import { describe, expect, it } from 'vitest';
import { clearedManaged, hasManagedFilters, parseManagedSearch, withManaged } from './search';

describe('the All Candidates URL', () => {
  it('keeps valid params and drops the rest', () => {
    expect(
      parseManagedSearch({
        status: 'hired',
        search: ' Maria ',
        date: '2026-11-30',
        sort: 'age-desc',
        page: '2',
      }),
    ).toEqual({ status: 'hired', search: 'Maria', date: '2026-11-30', sort: 'age-desc', page: 2 });
    expect(
      parseManagedSearch({ status: 'archived', sort: 'salary', date: 'soon', page: '1' }),
    ).toEqual({});
  });

  it('goes back to the first page on any change, and Clear keeps the tab and the sort', () => {
    const search = parseManagedSearch({
      status: 'selected',
      search: 'x',
      date: '2026-11-30',
      sort: 'name-asc',
      page: 3,
    });
    expect(withManaged(search, { search: 'y' }).page).toBeUndefined();
    expect(clearedManaged(search)).toEqual({ status: 'selected', sort: 'name-asc' });
    expect(hasManagedFilters(clearedManaged(search))).toBe(false);
  });
});
