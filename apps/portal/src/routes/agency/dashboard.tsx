import { createFileRoute, redirect } from '@tanstack/react-router';

/** The agency's sign-in target; the dashboard itself lives at /dashboard/agency. */
export const Route = createFileRoute('/agency/dashboard')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/agency', replace: true });
  },
});
