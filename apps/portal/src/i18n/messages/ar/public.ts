import type { PublicMessages } from '../en';
import { auth } from './auth';
import { candidates } from './candidates';
import { common } from './common';
import { employer } from './employer';
import { home } from './home';
import { pages } from './pages';

/** The public site's Arabic strings; TypeScript checks each English key is here. */
export const arPublic: PublicMessages = {
  ...common,
  home,
  auth,
  candidates,
  employer,
  pages,
};
