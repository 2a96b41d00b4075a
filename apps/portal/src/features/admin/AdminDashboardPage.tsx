import { useMessages } from '../../i18n/use-messages';
import { DashboardFrame } from '../shared/DashboardFrame';
import { adminNavItems } from './admin-nav';

/** /dashboard/admin: the back-office (§2); its sections arrive with the next issues. */
export function AdminDashboardPage() {
  const t = useMessages().dashboard;
  return <DashboardFrame initialItem="analytics" navItems={adminNavItems(t.admin)} />;
}
