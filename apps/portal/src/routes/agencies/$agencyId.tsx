import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  AgencyNotFound,
  AgencyPage,
  AgencyPageSkeleton,
  publicAgencyQuery,
} from '../../features/public/agencies';
import { ensureFound } from '../../features/shared/route/ensure-found';
import { parseId } from '../../features/shared/id-param';

export const Route = createFileRoute('/agencies/$agencyId')({
  // An id that is no id shows the not-found page without asking the server.
  params: {
    parse: ({ agencyId }: { agencyId: string }): { agencyId: number } => {
      const parsed = parseId(agencyId);
      if (parsed === null) throw notFound();
      return { agencyId: parsed };
    },
    stringify: ({ agencyId }: { agencyId: number }) => ({ agencyId: String(agencyId) }),
  },
  loader: async ({ context: { queryClient }, params: { agencyId } }) => {
    await ensureFound(queryClient, publicAgencyQuery(agencyId));
  },
  pendingComponent: AgencyPageSkeleton,
  notFoundComponent: AgencyNotFound,
  component: AgencyRoute,
});

function AgencyRoute() {
  const { agencyId } = Route.useParams();
  return <AgencyPage id={agencyId} />;
}
