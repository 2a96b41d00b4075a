import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { DashboardFrame } from '../shared/DashboardFrame';
import { positionLabel } from '../shared/position-label';
import { positionsQuery } from './queries';
import {
  EMPLOYER_BASE_PATH,
  EMPLOYER_TABS,
  navItemOfPath,
  positionNavId,
  positionPath,
} from './tabs';

export interface EmployerDashboardPageProps {
  /** The current path; its section is highlighted in the sidebar and titles the page. */
  pathname: string;
  /** The current section's screen (the route's outlet). */
  children: ReactNode;
}

/**
 * /dashboard/employer: the family's sidebar (a slide-in menu on small screens) of its
 * sections, each a link to its own URL, and a Positions group listing the positions of the
 * family's candidates, around the current section.
 */
export function EmployerDashboardPage({ pathname, children }: EmployerDashboardPageProps) {
  const messages = useMessages();
  const t = messages.dashboard.employer;
  const positions = useQuery(positionsQuery()).data?.positions ?? [];
  const active = navItemOfPath(pathname);
  const sections = EMPLOYER_TABS.map((id) => ({
    id,
    label: t[id],
    href: `${EMPLOYER_BASE_PATH}/${id}`,
  }));
  return (
    <DashboardFrame
      initialItem={active}
      activeItem={active}
      navItems={
        positions.length === 0
          ? sections
          : [
              ...sections,
              {
                id: 'positions',
                label: t.positions,
                items: positions.map(({ position }) => ({
                  id: positionNavId(position),
                  label: positionLabel(messages, position),
                  href: positionPath(position),
                })),
              },
            ]
      }
    >
      {children}
    </DashboardFrame>
  );
}
