import { describe, expect, it } from 'vitest';
import { paginationItems } from './paginationItems';

describe('paginationItems', () => {
  it('shows first, last and the current page ±1 with ellipses between gaps', () => {
    expect(paginationItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
  });

  it('shows every page when there are no gaps', () => {
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(3, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('has a single page, or none', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, -2)).toEqual([]);
    expect(paginationItems(1, Number.NaN)).toEqual([]);
  });

  it('puts a single ellipsis at the far side near the ends', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(paginationItems(2, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(paginationItems(8, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
    expect(paginationItems(9, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });

  it('marks even a single left-out page with an ellipsis', () => {
    expect(paginationItems(4, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 10]);
    expect(paginationItems(1, 4)).toEqual([1, 2, 'ellipsis', 4]);
  });

  it('clamps a page outside the range', () => {
    expect(paginationItems(0, 5)).toEqual(paginationItems(1, 5));
    expect(paginationItems(42, 5)).toEqual(paginationItems(5, 5));
    expect(paginationItems(2.7, 5)).toEqual(paginationItems(2, 5));
  });

  it('never repeats a page and keeps them ascending', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const pages = paginationItems(page, count).filter((item) => item !== 'ellipsis');
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect(pages).toContain(page);
      }
    }
  });
});
