import { createFileRoute, redirect } from '@tanstack/react-router';

/** The admin's sign-in target; the dashboard itself lives at /dashboard/admin. */
export const Route = createFileRoute('/admin/dashboard')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/admin', replace: true });
  },
});
