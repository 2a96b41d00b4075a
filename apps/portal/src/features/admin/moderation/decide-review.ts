import type { ListingDecisionBody } from '@bayti/data/contract';
import { listingsRoutes } from '@bayti/data/contract/routes/listings';
import { apiCall } from '../../../api';

/** Records the admin's answer to a review; a review already decided is refused (409). */
export const decideReview = (id: number, body: ListingDecisionBody, fallbackMessage: string) =>
  apiCall(listingsRoutes.decideListingReview, { params: { id }, body }, { fallbackMessage });
