import { useMessages } from '../../i18n/use-messages';
import { DashboardFrame } from '../shared/DashboardFrame';

/** /dashboard/agency: the agency's dashboard (§2); its sections arrive with the next issues. */
export function AgencyDashboardPage() {
  const t = useMessages().dashboard;
  const ids = [
    'analytics',
    'profile',
    'candidates',
    'positions',
    'recruitments',
    'documents',
    'users',
    'accounts',
    'reports',
  ] as const;
  return (
    <DashboardFrame
      initialItem="analytics"
      signOutLabel={t.signOut}
      navItems={ids.map((id) => ({ id, label: t.agency[id] }))}
    />
  );
}
