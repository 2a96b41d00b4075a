import { auth } from './auth';
import { candidates } from './candidates';
import { common } from './common';
import { home } from './home';
import { pages } from './pages';

/** Every English string of the portal, one file per area. Arabic mirrors it key for key. */
export const en = { ...common, home, auth, candidates, pages };

export type Messages = typeof en;
