import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { DashboardFrame } from '../shared/DashboardFrame';
import { EMPLOYER_BASE_PATH, EMPLOYER_TABS, tabOfPath } from './tabs';

export interface EmployerDashboardPageProps {
  /** The current path; its section is highlighted in the sidebar and titles the page. */
  pathname: string;
  /** The current section's screen (the route's outlet). */
  children: ReactNode;
}

/**
 * /dashboard/employer (§2): the family's sidebar (a slide-in menu on small screens) of six
 * sections, each a link to its own URL, around the current section.
 */
export function EmployerDashboardPage({ pathname, children }: EmployerDashboardPageProps) {
  const t = useMessages().dashboard.employer;
  const active = tabOfPath(pathname);
  return (
    <DashboardFrame
      initialItem={active}
      activeItem={active}
      navItems={EMPLOYER_TABS.map((id) => ({
        id,
        label: t[id],
        href: `${EMPLOYER_BASE_PATH}/${id}`,
      }))}
    >
      {children}
    </DashboardFrame>
  );
}
