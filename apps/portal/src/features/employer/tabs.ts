/** The employer dashboard's sections (§2), in sidebar order; each is a URL of its own. */
export const EMPLOYER_TABS = [
  'analytics',
  'profile',
  'candidates',
  'recruitments',
  'orders',
  'invoices',
] as const;
export type EmployerTab = (typeof EMPLOYER_TABS)[number];

export const EMPLOYER_BASE_PATH = '/dashboard/employer';

/** The section a path belongs to, e.g. '/dashboard/employer/candidates' -> 'candidates'. */
export function tabOfPath(pathname: string): EmployerTab {
  const segment = pathname.slice(EMPLOYER_BASE_PATH.length).split('/')[1] ?? '';
  return (EMPLOYER_TABS as readonly string[]).includes(segment)
    ? (segment as EmployerTab)
    : 'analytics';
}

const POSITIONS_PATH = `${EMPLOYER_BASE_PATH}/positions/`;

/** A position list's URL, e.g. '/dashboard/employer/positions/Elder%20Care'. */
export const positionPath = (position: string) =>
  `${POSITIONS_PATH}${encodeURIComponent(position)}`;

/** The sidebar id of a position list (kept apart from the section ids). */
export const positionNavId = (position: string) => `position:${position}`;

/** The sidebar item a path highlights: a position list, or its section. */
export function navItemOfPath(pathname: string): string {
  if (!pathname.startsWith(POSITIONS_PATH)) return tabOfPath(pathname);
  const segment = pathname.slice(POSITIONS_PATH.length).split('/')[0] ?? '';
  try {
    return positionNavId(decodeURIComponent(segment));
  } catch {
    // A malformed escape in a hand-typed URL.
    return positionNavId(segment);
  }
}
