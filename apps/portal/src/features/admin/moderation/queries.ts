import { MAX_PAGE_SIZE } from '@bayti/data/contract';
import { listingsRoutes } from '@bayti/data/contract/routes/listings';
import { apiQuery } from '../../../api';
import { OFFICE_PAGE_SIZE } from '../office/search';
import type { QueueSearch } from './search';

/*
 * The moderation queues' reads: the routes' loaders and the screens ask with the same input, so
 * both share one cache entry.
 */

const paged = ({ page }: QueueSearch) => ({ page: page ?? 1, pageSize: OFFICE_PAGE_SIZE });

/** The Review queue: pending reviews, first come, first served. */
export const reviewsQuery = (search: QueueSearch) =>
  apiQuery(listingsRoutes.listingReviews, { query: { state: 'pending', ...paged(search) } });

/** Reported profiles: open reports, first come, first served. */
export const profileReportsQuery = (search: QueueSearch) =>
  apiQuery(listingsRoutes.profileReports, { query: { state: 'open', ...paged(search) } });

/** Workers asked to pay: open fee reports, first come, first served (one page, above the queue). */
export const feeReportsQuery = () =>
  apiQuery(listingsRoutes.feeReports, {
    query: { state: 'open', page: 1, pageSize: MAX_PAGE_SIZE },
  });
