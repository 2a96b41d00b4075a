import { createFileRoute } from '@tanstack/react-router';
import { InterviewsPage } from '../../../features/interviews';
import { interviewsQuery } from '../../../features/interviews/queries';
import { RoutePending, routeError } from '../../../features/shared/route/RouteStates';

/** The agency's Interviews: the times families propose for the candidates it listed. */
export const Route = createFileRoute('/dashboard/agency/interviews')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(interviewsQuery('agency')),
  pendingComponent: RoutePending,
  errorComponent: routeError((t) => t.interviews),
  component: AgencyInterviewsRoute,
});

function AgencyInterviewsRoute() {
  return <InterviewsPage side="agency" />;
}
