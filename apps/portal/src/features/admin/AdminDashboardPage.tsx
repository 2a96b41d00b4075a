import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { DashboardFrame } from '../shared/DashboardFrame';
import { positionLabel } from '../shared/position-label';
import { ManagePositionsButton } from '../shared/positions/ManagePositionsDialog';
import { adminNavItemOfPath, adminNavItems } from './admin-nav';
import { useAdminProfileMenu } from './profile/use-admin-profile-menu';
import { adminPositionsQuery } from './queries';

export interface AdminDashboardPageProps {
  /** The current path; its section is highlighted in the sidebar and titles the page. */
  pathname: string;
  /** The current section's screen (the route's outlet). */
  children: ReactNode;
}

/** /dashboard/admin: the back-office sidebar, each section a URL, around the current one. */
export function AdminDashboardPage({ pathname, children }: AdminDashboardPageProps) {
  const messages = useMessages();
  const t = messages.dashboard;
  const positions = useQuery(adminPositionsQuery()).data?.positions ?? [];
  const active = adminNavItemOfPath(pathname);
  const profileMenu = useAdminProfileMenu();
  return (
    <DashboardFrame
      {...profileMenu}
      initialItem={active}
      activeItem={active}
      navItems={adminNavItems(t.admin, {
        positions,
        positionsAction: <ManagePositionsButton owner="admin" />,
        positionLabel: (position) => positionLabel(messages, position),
      })}
    >
      {children}
    </DashboardFrame>
  );
}
