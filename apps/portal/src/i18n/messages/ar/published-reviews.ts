import type { publishedReviews as en } from '../en/published-reviews';
import { plural } from '../../plural';

/** ../en/published-reviews.ts in Arabic. */
export const publishedReviews: typeof en = {
  title: 'التقييمات',
  summary: (average) => `${average} من 5`,
  count: plural('ar', {
    zero: 'لا تقييمات',
    one: 'من تقييم واحد',
    two: 'من تقييمين',
    few: 'من # تقييمات',
    many: 'من # تقييمًا',
    other: 'من # تقييم',
  }),
  stars: (stars) => `${stars} من 5 نجوم`,
  byline: (author, month) => `${author}، ${month}`,
};
