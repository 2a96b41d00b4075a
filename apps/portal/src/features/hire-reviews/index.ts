/**
 * Reviews after a hire (docs/decisions/0035): the family's and the worker's Reviews, the published
 * reviews of a profile and an agency page, and the admins' Reviews in Moderation. Route loaders
 * import `./queries` directly, so the screens stay out of the main bundle.
 */
export { AdminHireReviewsPage } from './AdminHireReviewsPage';
export { HiresToReviewPage } from './HiresToReviewPage';
export { PublishedReviews } from './PublishedReviews';
export { ReviewsToWriteNotice } from './ReviewsToWriteNotice';
