import { describe, expect, it } from 'vitest';
import { publicCandidates } from '../fixtures';
import { candidatesQuerySchema } from './candidate';
import {
  compareCandidates,
  matchesCandidateFilters,
  parseSalaryRange,
  salaryBandByKey,
  salaryBandsOverlap,
  searchCandidates,
} from './candidate-filters';
import type { CandidateFilters, CandidatesQuery } from './candidate';

const ids = (filters: CandidateFilters) =>
  publicCandidates.filter((c) => matchesCandidateFilters(c, filters)).map((c) => c.id);
const query = (input: Record<string, unknown> = {}): CandidatesQuery =>
  candidatesQuerySchema.parse(input);

describe('parseSalaryRange', () => {
  it.each([
    ['AED 2500-3000 per month', { min: 2500, max: 3000 }],
    ['AED 3500+ per month', { min: 3500, max: null }],
    ['AED 1,500 - 2,000', { min: 1500, max: 2000 }],
    ['AED 2000 to 2500', { min: 2000, max: 2500 }],
    ['AED 3000–2500', { min: 2500, max: 3000 }],
    ['AED 2000 per month', { min: 2000, max: 2000 }],
    ['Negotiable', { min: null, max: null }],
    ['', { min: null, max: null }],
  ])('%s', (text, range) => {
    expect(parseSalaryRange(text)).toEqual(range);
  });
});

describe('salaryBandsOverlap', () => {
  it('matches overlapping closed ranges, edges included', () => {
    expect(salaryBandsOverlap({ min: 2500, max: 3000 }, salaryBandByKey('2000-2500'))).toBe(true);
    expect(salaryBandsOverlap({ min: 2600, max: 3000 }, salaryBandByKey('2000-2500'))).toBe(false);
    expect(salaryBandsOverlap({ min: 1000, max: 1200 }, salaryBandByKey('3500+'))).toBe(false);
    expect(salaryBandsOverlap({ min: 4000, max: 5000 }, salaryBandByKey('3500+'))).toBe(true);
  });

  it('treats an unparsable salary as unbounded, matching every band', () => {
    for (const key of ['1000-1200', '2500-3000', '3500+'] as const) {
      expect(salaryBandsOverlap({ min: null, max: null }, salaryBandByKey(key))).toBe(true);
    }
    expect(salaryBandsOverlap({ min: 3500, max: null }, salaryBandByKey('1000-1200'))).toBe(false);
  });
});

describe('matchesCandidateFilters', () => {
  it('matches nationality, position, work type and visa exactly', () => {
    expect(ids({ nationality: 'Kenyan' })).toEqual([3, 10]);
    expect(ids({ position: 'Driver' })).toEqual([11]);
    expect(ids({ workType: 'Part-time', visa: 'Own Visa' })).toEqual([5, 9]);
  });

  it('matches location and skills as case-insensitive substrings', () => {
    expect(ids({ location: 'sharjah' })).toEqual([3, 11, 15]);
    expect(ids({ skills: 'ELDERLY' })).toEqual([5, 9, 15]);
  });

  it('babycare requires the Babycare service; false is no filter', () => {
    const withBabycare = ids({ babycare: true });
    expect(withBabycare).toEqual([1, 4, 6, 8, 10, 12, 13]);
    expect(ids({ babycare: false })).toHaveLength(15);
  });

  it('maxAge bounds the age from 20 up', () => {
    const young = publicCandidates.filter((c) => ids({ maxAge: 30 }).includes(c.id));
    expect(young.every((c) => c.age >= 20 && c.age <= 30)).toBe(true);
    expect(young.map((c) => c.id)).toEqual([1, 3, 7, 10, 12, 14]);
  });

  it('salary keeps overlapping bands and the unparsable salary', () => {
    expect(ids({ salary: '3500+' })).toEqual([5, 6, 7, 8]);
    expect(ids({ salary: '1000-1200' })).toEqual([3, 4, 7, 9, 12, 15]);
  });
});

describe('searchCandidates', () => {
  it('paginates 12 per page by default with the total', () => {
    const first = searchCandidates(publicCandidates, query());
    expect(first.candidates.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(first).toMatchObject({ total: 15, page: 1, pageSize: 12 });
    expect(
      searchCandidates(publicCandidates, query({ page: '2' })).candidates.map((c) => c.id),
    ).toEqual([13, 14, 15]);
  });

  it('sorts salary by lower bound with the unparsable salary last, both ways', () => {
    const asc = searchCandidates(
      publicCandidates,
      query({ sort: 'salary-asc', pageSize: '100' }),
    ).candidates;
    expect(asc.map((c) => c.salaryMin)).toEqual([
      1000,
      1000,
      1200,
      1200,
      1200,
      2000,
      2000,
      2000,
      2500,
      2500,
      2500,
      3000,
      3000,
      3500,
      null,
    ]);
    const desc = searchCandidates(
      publicCandidates,
      query({ sort: 'salary-desc', pageSize: '100' }),
    ).candidates;
    expect(desc[0]?.id).toBe(6);
    expect(desc.at(-1)?.id).toBe(7);
  });

  it('sorts by age both ways, ties by id', () => {
    const asc = [...publicCandidates].sort(compareCandidates('age-asc')).map((c) => c.age);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect([...publicCandidates].sort(compareCandidates('age-desc'))[0]?.name).toBe('Analyn Reyes');
    const tied = [...publicCandidates]
      .sort(compareCandidates('age-asc'))
      .filter((c) => c.age === 29);
    expect(tied.map((c) => c.id)).toEqual([1, 14]);
  });

  it('counts nationalities over every filter except nationality itself', () => {
    const page = searchCandidates(
      publicCandidates,
      query({ nationality: 'Kenyan', workType: 'Live-in' }),
    );
    expect(page.candidates.map((c) => c.id)).toEqual([3, 10]);
    expect(page.nationalities).toEqual(
      [
        { nationality: 'Filipino', count: 1 },
        { nationality: 'Kenyan', count: 2 },
        { nationality: 'Sri Lankan', count: 1 },
        { nationality: 'Ugandan', count: 2 },
        { nationality: 'Ethiopian', count: 1 },
        { nationality: 'Indonesian', count: 1 },
      ].sort((a, b) => b.count - a.count || a.nationality.localeCompare(b.nationality)),
    );
  });
});
