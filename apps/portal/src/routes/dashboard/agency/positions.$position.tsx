import { createFileRoute } from '@tanstack/react-router';
import {
  PositionCandidatesPage,
  managedPositionRouteOptions,
  parseManagedSearch,
} from '../../../features/managed-candidates';

export const Route = createFileRoute('/dashboard/agency/positions/$position')({
  ...managedPositionRouteOptions('agency'),
  component: PositionRoute,
});

function PositionRoute() {
  const search = parseManagedSearch(Route.useSearch());
  const { position } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <PositionCandidatesPage
      // A new position starts on its All tab with no filters.
      key={position}
      side="agency"
      position={position}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
