import { createFileRoute, redirect } from '@tanstack/react-router';

/** /dashboard/employer opens on Analytics, at its own address. */
export const Route = createFileRoute('/dashboard/employer/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/employer/analytics', replace: true });
  },
});
