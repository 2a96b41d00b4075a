import type { DashboardNavItem } from '@bayti/ui';
import type { Messages } from '../../i18n/messages/en';

/** The admin sidebar of §2: Analytics, Candidates, Positions, Clients, Agencies, Users, Accounts. */
export function adminNavItems(t: Messages['dashboard']['admin']): DashboardNavItem[] {
  return [
    { id: 'analytics', label: t.analytics },
    { id: 'candidates', label: t.candidates },
    { id: 'positions', label: t.positions },
    {
      id: 'clients',
      label: t.clients,
      items: [
        { id: 'all-clients', label: t.allClients },
        { id: 'hold-resume', label: t.holdResume },
        { id: 'suspended', label: t.suspended },
      ],
    },
    {
      id: 'agencies',
      label: t.agencies,
      items: [
        { id: 'agencies-view', label: t.agenciesView },
        { id: 'agencies-list', label: t.agenciesList },
      ],
    },
    { id: 'users', label: t.users },
    {
      id: 'accounts',
      label: t.accounts,
      items: [
        { id: 'orders', label: t.orders },
        { id: 'invoice', label: t.invoice },
        { id: 'reports', label: t.reports },
      ],
    },
  ];
}
