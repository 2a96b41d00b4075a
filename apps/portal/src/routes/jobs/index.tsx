import { createFileRoute } from '@tanstack/react-router';
import { JobsPage } from '../../features/job-posts';
// The loader, the search reader and the pending state stay in the main bundle: never the screen.
import { jobPostsQuery } from '../../features/job-posts/queries';
import { parseJobsSearch, type JobsSearch } from '../../features/job-posts/search';
import { RoutePending, routeError } from '../../features/shared/route/RouteStates';

/** /jobs: the open jobs families posted, by position, emirate and work type (decision 0034). */
export const Route = createFileRoute('/jobs/')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): JobsSearch => parseJobsSearch(raw),
  loaderDeps: ({ search }) => parseJobsSearch(search),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(jobPostsQuery(deps)),
  pendingComponent: RoutePending,
  errorComponent: routeError(),
  component: JobsRoute,
});

function JobsRoute() {
  const search = parseJobsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return <JobsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
