import { createFileRoute, useRouter } from '@tanstack/react-router';
import { AgencyPage } from '../../../../features/admin/agencies/AgencyPage';
import { agencyQuery } from '../../../../features/admin/agencies/queries';
import {
  parseAgencyPageSearch,
  type AgencyPageSearch,
} from '../../../../features/admin/agencies/search';
import { AgencyCandidatesPanel } from '../../../../features/managed-candidates';
import { parseId } from '../../../../features/shared/id-param';

/** The agency's id from the path; one that is no id shows the page's not-found text. */
const idOf = (raw: string) => parseId(raw) ?? 0;

export const Route = createFileRoute('/dashboard/admin/agencies/$id')({
  validateSearch: (raw: Record<string, unknown>): AgencyPageSearch => parseAgencyPageSearch(raw),
  loader: ({ context: { queryClient }, params }) => {
    const id = idOf(params.id);
    if (id > 0) void queryClient.prefetchQuery(agencyQuery(id));
  },
  component: AgencyRoute,
});

function AgencyRoute() {
  const { id: raw } = Route.useParams();
  const search = parseAgencyPageSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  const router = useRouter();
  const id = idOf(raw);
  return (
    <AgencyPage
      id={id}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
      onBack={() =>
        router.history.length > 1
          ? router.history.back()
          : void navigate({ to: '/dashboard/admin/agencies/list' })
      }
      candidates={id > 0 ? <AgencyCandidatesPanel agencyId={id} /> : null}
    />
  );
}
