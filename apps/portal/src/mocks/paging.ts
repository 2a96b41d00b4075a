/**
 * One page of a mock list as the server answers it: the page's slice of the rows and the
 * page meta (items, total, page, pageSize).
 */
export function pageOf<Row>(rows: readonly Row[], query: { page: number; pageSize: number }) {
  const start = (query.page - 1) * query.pageSize;
  return {
    items: rows.slice(start, start + query.pageSize),
    total: rows.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
