import { intBetween } from '@bayti/data/contract';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import {
  AgencyNotFound,
  AgencyPage,
  AgencyPageSkeleton,
  publicAgencyQuery,
} from '../../features/public/agencies';
import { PublishedReviews } from '../../features/hire-reviews/PublishedReviews';
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
  // ?page=N, from 2: its candidates a page at a time (a bad value is dropped, not an error).
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = readPage(search.page);
    return page !== undefined && page > 1 ? { page } : {};
  },
  loaderDeps: ({ search: { page } }) => ({ page: page ?? 1 }),
  loader: async ({ context: { queryClient }, params: { agencyId }, deps: { page } }) => {
    const found = await ensureFound(queryClient, publicAgencyQuery(agencyId, page));
    // Past the last page (fewer listed since the link was made): its first page.
    if (page > 1 && found.candidates.length === 0)
      throw redirect({
        to: '/agencies/$agencyId',
        params: { agencyId },
        search: {},
        replace: true,
      });
  },
  pendingComponent: AgencyPageSkeleton,
  notFoundComponent: AgencyNotFound,
  component: AgencyRoute,
});

const readPage = intBetween(1, 10_000);

function AgencyRoute() {
  const { agencyId } = Route.useParams();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AgencyPage
      id={agencyId}
      page={page ?? 1}
      onPageChange={(next) => void navigate({ search: next > 1 ? { page: next } : {} })}
      reviews={<PublishedReviews about="agency" id={agencyId} />}
    />
  );
}
