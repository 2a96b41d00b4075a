import { auth } from './auth';
import { candidates } from './candidates';
import { common } from './common';
import { employer } from './employer';
import { home } from './home';
import { pages } from './pages';

/** The strings of the public site (and of the frame every page shares): always in the bundle. */
export const enPublic = {
  ...common,
  home,
  auth,
  candidates,
  employer,
  pages,
};

export type PublicMessages = typeof enPublic;
