import { positionNavId, positionSegment, segmentsOf } from '../shared/dashboard/section-paths';

export { positionNavId };

/** The employer dashboard's sections, in sidebar order; each is a URL of its own. */
export const EMPLOYER_TABS = [
  'analytics',
  'profile',
  'candidates',
  'jobs',
  'messages',
  'interviews',
  'recruitments',
  'orders',
  'invoices',
] as const;
export type EmployerTab = (typeof EMPLOYER_TABS)[number];

export const EMPLOYER_BASE_PATH = '/dashboard/employer';

/** The section a path belongs to, e.g. '/dashboard/employer/candidates' -> 'candidates'. */
export function tabOfPath(pathname: string): EmployerTab {
  const [segment = ''] = segmentsOf(EMPLOYER_BASE_PATH, pathname);
  return (EMPLOYER_TABS as readonly string[]).includes(segment)
    ? (segment as EmployerTab)
    : 'analytics';
}

/** A position list's URL, e.g. '/dashboard/employer/positions/Elder%20Care'. */
export const positionPath = (position: string) =>
  `${EMPLOYER_BASE_PATH}/${positionSegment(position)}`;

/** The sidebar item a path highlights: a position list, or its section. */
export function navItemOfPath(pathname: string): string {
  const [section, position] = segmentsOf(EMPLOYER_BASE_PATH, pathname);
  return section === 'positions' && position !== undefined
    ? positionNavId(position)
    : tabOfPath(pathname);
}
