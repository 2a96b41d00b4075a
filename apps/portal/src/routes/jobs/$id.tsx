import { createFileRoute } from '@tanstack/react-router';
import { JobNotFound, JobPage } from '../../features/job-posts';
import { jobPostQuery } from '../../features/job-posts/queries';
import { idParams } from '../../features/shared/id-param';
import { ensureFound } from '../../features/shared/route/ensure-found';
import { RoutePending, routeError } from '../../features/shared/route/RouteStates';

/** /jobs/$id: an open job's page, where a worker applies (decision 0034). */
export const Route = createFileRoute('/jobs/$id')({
  // An id that is no id shows the not-found page without asking the server.
  params: idParams,
  loader: ({ context: { queryClient }, params: { id } }) =>
    ensureFound(queryClient, jobPostQuery(id)),
  pendingComponent: RoutePending,
  errorComponent: routeError(),
  notFoundComponent: JobNotFound,
  component: JobRoute,
});

function JobRoute() {
  const { id } = Route.useParams();
  return <JobPage id={id} />;
}
