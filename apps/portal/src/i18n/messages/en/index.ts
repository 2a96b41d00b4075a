import { enAreas } from './areas';
import { auth } from './auth';
import { pages } from './pages';
import { enPublic } from './public';

/**
 * Every English string of the portal, one file per area. public.ts: what the three public pages
 * and the frame show, always loaded; the rest is fetched by the built portal when first needed
 * (i18n/catalogue.lazy.ts): auth.ts (sign-in, sign-up, account pages), pages.ts (pricing, about,
 * visa, contact, privacy, terms) and areas.ts (the dashboards'). Arabic mirrors it key for key.
 */
export const en = { ...enPublic, auth, pages, ...enAreas };

export type Messages = typeof en;
export type { AreaMessages } from './areas';
export type { PublicMessages } from './public';
