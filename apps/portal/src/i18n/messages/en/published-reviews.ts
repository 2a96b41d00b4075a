import { plural } from '../../plural';

/**
 * English strings of the published reviews a worker's profile and an agency's page show
 * (docs/decisions/0035): public, so in the part every public page loads.
 */
export const publishedReviews = {
  title: 'Reviews',
  summary: (average: string) => `${average} out of 5`,
  count: plural('en', { one: 'from # review', other: 'from # reviews' }),
  stars: (stars: number) => `${stars} out of 5 stars`,
  byline: (author: string, month: string) => `${author}, ${month}`,
};
