import { createFileRoute, redirect } from '@tanstack/react-router';

/** /dashboard/admin opens on Analytics, at its own address. */
export const Route = createFileRoute('/dashboard/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/admin/analytics', replace: true });
  },
});
