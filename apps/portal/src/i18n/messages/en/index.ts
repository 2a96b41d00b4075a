import { enAreas } from './areas';
import { enPublic } from './public';

/**
 * Every English string of the portal, one file per area (public.ts: the public site's, always
 * loaded; areas.ts: the dashboards'). Arabic mirrors it key for key.
 */
export const en = { ...enPublic, ...enAreas };

export type Messages = typeof en;
export type { AreaMessages } from './areas';
export type { PublicMessages } from './public';
