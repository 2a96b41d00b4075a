/**
 * The parts of the catalogue beyond the public strings, which the built portal fetches where a
 * page needs them (catalogue.lazy.ts): the home page's, the family's (its dashboard and the access
 * plans), the sign-in and account screens', the static pages', and the other dashboards'.
 * tests/budgets/page-weight.ts counts the parts a measured page fetches (alsoLoads).
 */
export type MessagePart = 'home' | 'employer' | 'auth' | 'pages' | 'areas';

const authPaths = /^\/(login|agency\/login|reset-password|verify-email|settings)(\/|$)/;
const staticPages = /^\/(pricing|about|visa|contact|privacy|terms)(\/|$)/;
/** The page that shows the access plans (a profile's Contact Me dialog fetches them with it). */
const planPaths = /^\/pricing\/?$/;
const employerDashboard = /^\/dashboard\/employer(\/|$)/;
/** Dashboards bring their own frame (DashboardShell) instead of the public site's. */
export const isDashboardPath = (pathname: string) =>
  /^\/(dashboard|admin)(\/|$)/.test(pathname) || /^\/agency\/dashboard(\/|$)/.test(pathname);

/** The parts the page at `pathname` shows (the auth dialogs load theirs when one opens). */
export function messagePartsOf(pathname: string): MessagePart[] {
  const parts: MessagePart[] = [];
  if (pathname === '/') parts.push('home');
  if (planPaths.test(pathname) || employerDashboard.test(pathname)) parts.push('employer');
  if (authPaths.test(pathname)) parts.push('auth');
  if (staticPages.test(pathname)) parts.push('pages');
  // The dashboards', and the public Jobs pages' (docs/decisions/0034).
  if (isDashboardPath(pathname) || /^\/jobs(\/|$)/.test(pathname)) parts.push('areas');
  return parts;
}
