import { createFileRoute } from '@tanstack/react-router';
import { InterviewsPage } from '../../features/interviews';
// The loader, the pending and the error states stay in the main bundle: they never import the screen.
import { interviewsQuery } from '../../features/interviews/queries';
import { RoutePending, routeError } from '../../features/shared/route/RouteStates';

/** The worker's Interviews: the times families propose, to pick one or decline. */
export const Route = createFileRoute('/dashboard/candidate/interviews')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(interviewsQuery('candidate')),
  pendingComponent: RoutePending,
  errorComponent: routeError((t) => t.interviews),
  component: CandidateInterviewsRoute,
});

function CandidateInterviewsRoute() {
  return <InterviewsPage side="candidate" />;
}
