import { createFileRoute } from '@tanstack/react-router';
import { JobReviewsPage } from '../../../features/job-posts';
import { jobPostReviewsQuery } from '../../../features/job-posts/queries';
import { parseQueuePage } from '../../../features/job-posts/search';
import { RoutePending, routeError } from '../../../features/shared/route/RouteStates';

/** The admins' job review queue (decision 0034). */
export const Route = createFileRoute('/dashboard/admin/job-posts')({
  validateSearch: (raw: Record<string, unknown>) => parseQueuePage(raw),
  loaderDeps: ({ search }) => ({ page: parseQueuePage(search).page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(jobPostReviewsQuery(deps.page)),
  pendingComponent: RoutePending,
  errorComponent: routeError(),
  component: JobReviewsRoute,
});

function JobReviewsRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <JobReviewsPage
      page={page ?? 1}
      onPageChange={(next) => void navigate({ search: next > 1 ? { page: next } : {} })}
    />
  );
}
