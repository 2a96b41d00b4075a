import { auth } from './auth';
import { candidate } from './candidate';
import { candidates } from './candidates';
import { common } from './common';
import { employer } from './employer';
import { home } from './home';
import { pages } from './pages';

/** Every English string of the portal, one file per area. Arabic mirrors it key for key. */
export const en = { ...common, home, auth, candidates, candidate, employer, pages };

export type Messages = typeof en;
