/**
 * A list answered as the fixtures' one page: the rows as given (the server's search,
 * filters, order and paging are the end-to-end tests' to check), with the page size asked for.
 * A story that shows a searched or filtered list answers its own rows.
 */
export const fixturePage = <Row>(rows: readonly Row[], { pageSize }: { pageSize: number }) => ({
  items: [...rows],
  total: rows.length,
  page: 1,
  pageSize,
});
