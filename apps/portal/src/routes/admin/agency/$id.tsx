import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * The agency detail's other address, /admin/agency/{id}; the page itself lives in the admin
 * dashboard.
 */
export const Route = createFileRoute('/admin/agency/$id')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/dashboard/admin/agencies/$id', params, replace: true });
  },
});
