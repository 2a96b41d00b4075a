import type { Messages } from '../en';
import { arAreas } from './areas';
import { auth } from './auth';
import { employer } from './employer';
import { home } from './home';
import { pages } from './pages';
import { arPublic } from './public';

/** Every Arabic string of the portal; TypeScript checks it has each English key. */
export const ar: Messages = { ...arPublic, home, employer, auth, pages, ...arAreas };
