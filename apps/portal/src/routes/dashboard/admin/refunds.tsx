import { createFileRoute } from '@tanstack/react-router';
import { adminRouteError } from '../../../features/admin/office/route-states';
import { refundCasesQuery } from '../../../features/shared/refunds/queries';
import { RefundCasesSection } from '../../../features/shared/refunds/RefundCasesSection';
import { RoutePending } from '../../../features/shared/route/RouteStates';

/** Accounts > Refunds: every refund case, overdue first (the overdue notifications link here). */
export const Route = createFileRoute('/dashboard/admin/refunds')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(refundCasesQuery('admin')),
  pendingComponent: RoutePending,
  errorComponent: adminRouteError,
  component: () => <RefundCasesSection viewer="admin" level={2} />,
});
