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
