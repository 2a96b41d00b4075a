import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { DashboardFrame } from '../shared/DashboardFrame';
import { positionLabel } from '../shared/position-label';
import { ManagePositionsButton } from '../shared/positions/ManagePositionsDialog';
import { AGENCY_BASE_PATH, agencyNavItemOfPath, agencyNavItems } from './agency-nav';
import { agencyPositionsQuery } from './queries';

export interface AgencyDashboardPageProps {
  /** The current path; its section is highlighted in the sidebar and titles the page. */
  pathname: string;
  /** The current section's screen (the route's outlet). */
  children: ReactNode;
}

/**
 * /dashboard/agency: the agency's sidebar, each section a URL, around the current one. Its
 * owner and staff see the same sections, on their own agency's data only.
 */
export function AgencyDashboardPage({ pathname, children }: AgencyDashboardPageProps) {
  const messages = useMessages();
  const t = messages.dashboard;
  const positions = useQuery(agencyPositionsQuery()).data ?? [];
  const active = agencyNavItemOfPath(pathname);
  return (
    <DashboardFrame
      initialItem={active}
      activeItem={active}
      signOutLabel={t.signOut}
      // Profile Settings (the agency's profile), Account Settings (the sign-in account).
      profileMenuItems={[
        { id: 'home', label: t.home, href: '/' },
        {
          id: 'profile-settings',
          label: messages.adminOffice.agencyMenu.profileSettings,
          href: `${AGENCY_BASE_PATH}/profile`,
        },
        {
          id: 'account-settings',
          label: messages.adminOffice.agencyMenu.accountSettings,
          href: '/settings',
        },
      ]}
      navItems={agencyNavItems(t.agency, {
        positions,
        positionsAction: <ManagePositionsButton owner="agency" />,
        positionLabel: (position) => positionLabel(messages, position),
      })}
    >
      {children}
    </DashboardFrame>
  );
}
