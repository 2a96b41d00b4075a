import { createFileRoute } from '@tanstack/react-router';
import { FamilyJobsPage } from '../../../features/job-posts';
import { familyJobPostsQuery } from '../../../features/job-posts/queries';
import { RoutePending, routeError } from '../../../features/shared/route/RouteStates';

/** The family's Jobs: her posts, Post a job, Edit, Close, Mark filled (decision 0034). */
export const Route = createFileRoute('/dashboard/employer/jobs')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(familyJobPostsQuery()),
  pendingComponent: RoutePending,
  errorComponent: routeError(),
  component: FamilyJobsPage,
});
