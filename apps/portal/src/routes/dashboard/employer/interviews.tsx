import { createFileRoute } from '@tanstack/react-router';
import { FamilyInterviewsPage } from '../../../features/interviews';
// The loader, the pending and the error states stay in the main bundle: they never import the screen.
import { interviewsQuery } from '../../../features/interviews/queries';
import { RoutePending, routeError } from '../../../features/shared/route/RouteStates';

/** The family's Interviews: the times she proposed, the agreed ones, and their outcomes. */
export const Route = createFileRoute('/dashboard/employer/interviews')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(interviewsQuery('family')),
  pendingComponent: RoutePending,
  errorComponent: routeError((t) => t.interviews),
  component: FamilyInterviewsPage,
});
