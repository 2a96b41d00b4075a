import { createFileRoute } from '@tanstack/react-router';
import {
  AgencyAnalyticsPage,
  analyticsQuery,
} from '../../../features/agency/analytics/AgencyAnalyticsPage';
import {
  parseAnalyticsSearch,
  type AgencyAnalyticsSearch,
} from '../../../features/agency/analytics/analytics-search';

export const Route = createFileRoute('/dashboard/agency/analytics')({
  validateSearch: (raw: Record<string, unknown>): AgencyAnalyticsSearch =>
    parseAnalyticsSearch(raw),
  loaderDeps: ({ search }) => parseAnalyticsSearch(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(analyticsQuery(deps));
  },
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const search = parseAnalyticsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <AgencyAnalyticsPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
