/** One slot of a pager: a page number, or an ellipsis standing for the pages left out. */
export type PaginationItem = number | 'ellipsis';

/**
 * The slots a pager shows: the first page, the last page and the current page plus or
 * minus one, with an ellipsis wherever pages are left out between them.
 *
 *   paginationItems(5, 10) -> [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]
 *   paginationItems(1, 3)  -> [1, 2, 3]
 *
 * `page` is clamped into 1..pageCount; a pageCount below 1 gives no items.
 */
export function paginationItems(page: number, pageCount: number): PaginationItem[] {
  const count = Number.isFinite(pageCount) ? Math.floor(pageCount) : 0;
  if (count < 1) return [];
  const current = Math.min(Math.max(Number.isFinite(page) ? Math.floor(page) : 1, 1), count);

  const pages = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((n) => n >= 1 && n <= count)
    .sort((a, b) => a - b);

  const items: PaginationItem[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous > 1) items.push('ellipsis');
    items.push(n);
  });
  return items;
}
