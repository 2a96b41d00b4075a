import { createFileRoute, redirect } from '@tanstack/react-router';

/** /dashboard/agency opens on Analytics, at its own address. */
export const Route = createFileRoute('/dashboard/agency/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/agency/analytics', replace: true });
  },
});
