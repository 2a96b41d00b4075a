import { candidates } from './candidates';
import { common } from './common';
import { employer } from './employer';
import { home } from './home';

/** The strings the public site's first pages show (and the frame every page shares): always in the bundle. */
export const enPublic = {
  ...common,
  home,
  candidates,
  employer,
};

export type PublicMessages = typeof enPublic;
