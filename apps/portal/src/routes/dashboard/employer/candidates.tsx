import { createFileRoute } from '@tanstack/react-router';
import { PipelinePage } from '../../../features/employer';
import { pipelineQuery } from '../../../features/employer/queries';
import { parsePipelineSearch, type PipelineSearch } from '../../../features/employer/search';

export const Route = createFileRoute('/dashboard/employer/candidates')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): PipelineSearch => parsePipelineSearch(raw),
  loaderDeps: ({ search }) => parsePipelineSearch(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(pipelineQuery(deps));
  },
  component: CandidatesRoute,
});

function CandidatesRoute() {
  const search = parsePipelineSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <PipelinePage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
