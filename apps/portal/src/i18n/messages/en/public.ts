import { candidates } from './candidates';
import { common } from './common';
import { notifications } from './notifications';
import { publishedReviews } from './published-reviews';

/** The strings every public page shows (the frame, the candidate cards): always in the bundle. */
export const enPublic = {
  ...common,
  candidates,
  notifications,
  publishedReviews,
};

export type PublicMessages = typeof enPublic;
