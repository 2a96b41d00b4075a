/**
 * The parts of the catalogue beyond the public strings, which the built portal fetches when a page
 * needs them (catalogue.lazy.ts): the sign-in and account screens' strings, the static pages',
 * and the dashboards'.
 */
export type MessagePart = 'auth' | 'pages' | 'areas';

const authPaths = /^\/(login|agency\/login|reset-password|settings)(\/|$)/;
const staticPages = /^\/(pricing|about|visa|contact|privacy|terms)(\/|$)/;
/** Dashboards bring their own frame (DashboardShell) instead of the public site's. */
export const isDashboardPath = (pathname: string) =>
  /^\/(dashboard|admin)(\/|$)/.test(pathname) || /^\/agency\/dashboard(\/|$)/.test(pathname);

/** The parts the page at `pathname` shows (the auth dialogs load theirs when one opens). */
export function messagePartsOf(pathname: string): MessagePart[] {
  if (isDashboardPath(pathname)) return ['areas'];
  if (authPaths.test(pathname)) return ['auth'];
  if (staticPages.test(pathname)) return ['pages'];
  return [];
}
