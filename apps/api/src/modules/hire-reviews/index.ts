export { HireReviewService } from './service';
