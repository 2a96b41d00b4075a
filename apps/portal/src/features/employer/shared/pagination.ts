import type { DataTablePagination } from '@bayti/ui';
import type { EmployerText } from '../use-employer-text';

/** Rows per page of the dashboard's tables; a family's lists are short, the server sends them whole. */
export const TABLE_PAGE_SIZE = 20;

export const tablePagination = ({ t, number }: EmployerText): DataTablePagination => ({
  pageSize: TABLE_PAGE_SIZE,
  label: t.common.pages,
  previousLabel: t.common.previous,
  nextLabel: t.common.next,
  pageLabel: (page) => t.common.page(number(page)),
  ellipsisLabel: t.common.morePages,
});
