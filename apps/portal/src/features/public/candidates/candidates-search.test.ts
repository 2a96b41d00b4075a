import { PAGE_SIZE, cursorAfter } from '@bayti/data/contract';
import { describe, expect, test } from 'vitest';
import {
  activeFilterCount,
  candidatesQueryFor,
  clearedSearch,
  parseCandidatesSearch,
  shownRange,
  pageCountOf,
  toggleNationality,
  withFilters,
  withPage,
  withSort,
  validateCandidatesSearch,
} from './candidates-search';

describe('parseCandidatesSearch', () => {
  test('keeps every valid filter, the sort and the page', () => {
    expect(
      parseCandidatesSearch({
        nationality: 'Sri Lankan',
        position: 'Nanny',
        workType: 'Live-in',
        visa: 'Own Visa',
        location: '  dubai ',
        skills: 'cook',
        babycare: true,
        maxAge: 40,
        salary: '3500+',
        sort: 'salary-desc',
        page: 2,
      }),
    ).toEqual({
      nationality: 'Sri Lankan',
      position: 'Nanny',
      workType: 'Live-in',
      visa: 'Own Visa',
      location: 'dubai',
      skills: 'cook',
      babycare: true,
      maxAge: 40,
      salary: '3500+',
      sort: 'salary-desc',
      page: 2,
    });
  });

  test('reads values the way they arrive from a hand-typed URL', () => {
    expect(parseCandidatesSearch({ babycare: 'true', maxAge: '35', page: '3' })).toEqual({
      babycare: true,
      maxAge: 35,
      page: 3,
    });
  });

  test('drops unknown keys and invalid values instead of failing', () => {
    expect(
      parseCandidatesSearch({
        nationality: 'Martian',
        position: 42,
        salary: '9000-9999',
        maxAge: 99,
        page: -1,
        sort: 'random',
        location: '   ',
        utm_source: 'newsletter',
      }),
    ).toEqual({});
    expect(parseCandidatesSearch(undefined)).toEqual({});
  });

  test('the route hides an invalid raw value behind an explicit undefined', () => {
    const validated = validateCandidatesSearch({ nationality: 'Martian', salary: '3500+' });
    expect({ ...{ nationality: 'Martian', utm: 'x' }, ...validated }).toMatchObject({
      nationality: undefined,
      salary: '3500+',
    });
  });

  test('the API query holds only the known params', () => {
    expect(candidatesQueryFor({ utm: 'x', visa: 'Own Visa' } as never)).toEqual({
      visa: 'Own Visa',
      sort: 'default',
      page: 1,
      pageSize: PAGE_SIZE,
    });
  });

  test('leaves the defaults out of the URL', () => {
    expect(
      parseCandidatesSearch({ sort: 'default', page: 1, babycare: 'false', maxAge: 60 }),
    ).toEqual({});
  });
});

describe('changing the search', () => {
  const onPage3 = { nationality: 'Filipino', sort: 'age-asc', page: 3 } as const;

  test('any filter change returns to page 1 and keeps the sort', () => {
    expect(withFilters(onPage3, { salary: '2000-2500' })).toEqual({
      nationality: 'Filipino',
      salary: '2000-2500',
      sort: 'age-asc',
    });
  });

  test('an emptied filter is removed', () => {
    expect(withFilters({ location: 'Dubai', skills: 'cook' }, { location: '' })).toEqual({
      skills: 'cook',
    });
    expect(withFilters({ babycare: true }, { babycare: false })).toEqual({});
  });

  test('a sort change returns to page 1', () => {
    expect(withSort(onPage3, 'salary-asc')).toEqual({
      nationality: 'Filipino',
      sort: 'salary-asc',
    });
    expect(withSort({ sort: 'age-asc' }, 'default')).toEqual({});
  });

  test('paging keeps filters and sort', () => {
    expect(withPage({ visa: 'Own Visa' }, 2)).toEqual({ visa: 'Own Visa', page: 2 });
    expect(withPage({ visa: 'Own Visa', page: 2 }, 1)).toEqual({ visa: 'Own Visa' });
  });

  test('Next carries the page cursor; a numbered page, a filter or a sort drops it', () => {
    const cursor = cursorAfter('age-asc', { id: 7, age: 31, salaryMin: 1500 });
    const next = withPage({ sort: 'age-asc' }, 2, cursor);
    expect(next).toEqual({ sort: 'age-asc', page: 2, cursor });
    expect(candidatesQueryFor(next)).toMatchObject({ page: 2, cursor });
    expect(withPage(next, 5)).toEqual({ sort: 'age-asc', page: 5 });
    expect(withPage(next, 1, cursor)).toEqual({ sort: 'age-asc' });
    expect(withFilters(next, { visa: 'Own Visa' })).toEqual({ sort: 'age-asc', visa: 'Own Visa' });
    expect(withSort(next, 'age-desc')).toEqual({ sort: 'age-desc' });
  });

  test('a cursor in the address is kept only when it is one the list wrote', () => {
    const cursor = cursorAfter('default', { id: 12, age: 30, salaryMin: null });
    expect(parseCandidatesSearch({ page: '2', cursor })).toEqual({ page: 2, cursor });
    expect(parseCandidatesSearch({ page: '2', cursor: 'not a cursor' })).toEqual({ page: 2 });
    expect(parseCandidatesSearch({ page: '2', cursor: 'eyJ4IjoxfQ' })).toEqual({ page: 2 });
    expect(parseCandidatesSearch({ cursor })).toEqual({});
    expect(parseCandidatesSearch({ page: '2', sort: 'age-asc', cursor })).toEqual({
      page: 2,
      sort: 'age-asc',
    });
  });

  test('the nationality chip toggles', () => {
    expect(toggleNationality({ page: 2 }, 'Kenyan')).toEqual({ nationality: 'Kenyan' });
    expect(toggleNationality({ nationality: 'Kenyan' }, 'Kenyan')).toEqual({});
    expect(toggleNationality({ nationality: 'Kenyan' }, 'Indian')).toEqual({
      nationality: 'Indian',
    });
  });

  test('clearing resets everything', () => {
    expect(clearedSearch()).toEqual({});
  });

  test('counts the filters that are set', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(
      activeFilterCount({ nationality: 'Indian', babycare: true, sort: 'age-asc', page: 2 }),
    ).toBe(2);
  });
});

describe('the API query and the range line', () => {
  test('fills the defaults and the page size', () => {
    expect(candidatesQueryFor({ salary: '1000-1200' })).toEqual({
      salary: '1000-1200',
      sort: 'default',
      page: 1,
      pageSize: PAGE_SIZE,
    });
  });

  test("'showing X - Y of N' and the page count", () => {
    expect(shownRange(1, 12, 15)).toEqual({ from: 1, to: 12 });
    expect(shownRange(2, 12, 15)).toEqual({ from: 13, to: 15 });
    expect(shownRange(1, 12, 0)).toEqual({ from: 0, to: 0 });
    expect(pageCountOf(15)).toBe(2);
    expect(pageCountOf(0)).toBe(1);
  });
});
