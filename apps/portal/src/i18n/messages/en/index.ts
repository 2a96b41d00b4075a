import { enAreas } from './areas';
import { auth } from './auth';
import { employer } from './employer';
import { home } from './home';
import { pages } from './pages';
import { enPublic } from './public';

/**
 * Every English string of the portal, one file per area. public.ts: what every public page and
 * the frame show, always loaded; the rest is fetched by the built portal where first needed
 * (i18n/message-parts.ts, catalogue.lazy.ts): home.ts (the home page), employer.ts (the family's
 * dashboard, shortlisting and plans), auth.ts (sign-in, sign-up, account pages), pages.ts
 * (pricing, about, visa, contact, privacy, terms) and areas.ts (the other dashboards'). Arabic mirrors it key for key.
 */
export const en = { ...enPublic, home, employer, auth, pages, ...enAreas };

export type Messages = typeof en;
export type { AreaMessages } from './areas';
export type { PublicMessages } from './public';
