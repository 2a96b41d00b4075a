import { useMessages } from '../../i18n/use-messages';
import { DashboardFrame } from '../shared/DashboardFrame';

/** /dashboard/employer: the family's dashboard (§2); its sections arrive with the next issues. */
export function EmployerDashboardPage() {
  const t = useMessages().dashboard.employer;
  const ids = ['analytics', 'profile', 'candidates', 'recruitments', 'orders', 'invoices'] as const;
  return (
    <DashboardFrame initialItem="analytics" navItems={ids.map((id) => ({ id, label: t[id] }))} />
  );
}
