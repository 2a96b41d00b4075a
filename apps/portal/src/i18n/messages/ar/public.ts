import type { PublicMessages } from '../en';
import { candidates } from './candidates';
import { common } from './common';
import { notifications } from './notifications';
import { publishedReviews } from './published-reviews';

/** The public site's Arabic strings; TypeScript checks each English key is here. */
export const arPublic: PublicMessages = {
  ...common,
  candidates,
  notifications,
  publishedReviews,
};
