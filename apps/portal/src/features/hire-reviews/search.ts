import { intBetween, readSearch } from '@bayti/data/contract';

/*
 * The search params of the admins' Reviews list: `before`, a review id, reads the page of older
 * ones. A hand-edited or stale value is dropped, never an error page.
 */

export interface AdminReviewsSearch {
  before?: number;
}

const readers = { before: intBetween(1, 2_147_483_647) };

export const parseAdminReviewsSearch = (raw: unknown): AdminReviewsSearch => {
  const { before } = readSearch(readers, raw);
  return before ? { before } : {};
};
