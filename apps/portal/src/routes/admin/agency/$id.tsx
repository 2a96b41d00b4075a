import { createFileRoute, redirect } from '@tanstack/react-router';
import { idParams } from '../../../features/shared/id-param';

/**
 * The agency detail's other address, /admin/agency/{id}; the page itself lives in the admin
 * dashboard.
 */
export const Route = createFileRoute('/admin/agency/$id')({
  params: idParams,
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/dashboard/admin/agencies/$id', params, replace: true });
  },
});
