import { Link } from '@bayti/ui';
import { useMessages } from '../../i18n/use-messages';
import { DashboardFrame } from '../shared/DashboardFrame';
import { adminNavItems } from './admin-nav';

export interface AgencyDetailPageProps {
  agencyId: string;
}

/** /admin/agency/{id}: an agency's detail in the back-office (§2); its content arrives next. */
export function AgencyDetailPage({ agencyId }: AgencyDetailPageProps) {
  const t = useMessages().dashboard;
  return (
    <DashboardFrame
      key={agencyId}
      initialItem="agencies-view"
      navItems={adminNavItems(t.admin)}
      toolbar={<Link href="/dashboard/admin">{t.agencyDetail.back}</Link>}
    />
  );
}
