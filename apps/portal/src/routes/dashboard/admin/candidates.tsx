import { createFileRoute } from '@tanstack/react-router';
import {
  CandidatesPage,
  managedListRouteOptions,
  parseManagedSearch,
} from '../../../features/managed-candidates';

export const Route = createFileRoute('/dashboard/admin/candidates')({
  ...managedListRouteOptions('admin'),
  component: CandidatesRoute,
});

function CandidatesRoute() {
  const search = parseManagedSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <CandidatesPage
      side="admin"
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
