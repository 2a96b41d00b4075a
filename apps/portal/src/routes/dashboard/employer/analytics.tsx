import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '../../../features/employer';
import { analyticsQuery, planQuery } from '../../../features/employer/queries';
import {
  parseAnalyticsSearch,
  periodOf,
  type AnalyticsSearch,
} from '../../../features/employer/search';

export const Route = createFileRoute('/dashboard/employer/analytics')({
  validateSearch: (raw: Record<string, unknown>): AnalyticsSearch => parseAnalyticsSearch(raw),
  loaderDeps: ({ search }) => parseAnalyticsSearch(search),
  loader: ({ context: { queryClient }, deps }) => {
    // The figures render as they arrive; a period switch keeps the previous ones meanwhile.
    void queryClient.prefetchQuery(analyticsQuery(periodOf(deps)));
    void queryClient.prefetchQuery(planQuery());
  },
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const search = parseAnalyticsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <AnalyticsPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
