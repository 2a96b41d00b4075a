import { useMessages } from '../../i18n/use-messages';
import { DashboardFrame } from '../shared/DashboardFrame';

/** /dashboard/candidate: the worker's dashboard (§2); its sections arrive with the next issues. */
export function CandidateDashboardPage() {
  const t = useMessages().dashboard.candidate;
  const ids = ['profile', 'documents'] as const;
  return (
    <DashboardFrame initialItem="profile" navItems={ids.map((id) => ({ id, label: t[id] }))} />
  );
}
