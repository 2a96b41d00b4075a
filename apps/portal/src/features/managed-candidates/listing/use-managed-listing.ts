import type { Id, ManagedCandidate, ManagedListingBody } from '@bayti/data/contract';
import { routeKey } from '@bayti/data/client/route-call';
import { listingsRoutes } from '@bayti/data/contract/routes/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api';
import { MANAGED_ROUTES, managedCandidateQuery, type ManagedSide } from '../queries';

/** Each side's listing endpoints: an agency's own candidates, an admin's any. */
const LISTING_ROUTES = {
  agency: {
    publish: listingsRoutes.publishAgencyCandidate,
    unpublish: listingsRoutes.unpublishAgencyCandidate,
    reconfirm: listingsRoutes.reconfirmAgencyCandidate,
  },
  admin: {
    publish: listingsRoutes.publishAdminCandidate,
    unpublish: listingsRoutes.unpublishAdminCandidate,
    reconfirm: listingsRoutes.reconfirmAdminCandidate,
  },
} as const;

export type ManagedListingAction = 'publish' | 'unpublish' | 'reconfirm';

/** The client's sentence when the server sends none; shown in the reader's language. */
export const LISTING_FAILED: Record<ManagedListingAction, string> = {
  publish: 'Failed to publish the candidate',
  unpublish: 'Failed to unpublish the candidate',
  reconfirm: "Failed to reconfirm the candidate's listing",
};

/**
 * Publish (with her salary band, visa and contact route), unpublish or reconfirm a managed
 * candidate; the answer replaces the candidate on screen and the lists read again.
 */
export function useManagedListing(side: ManagedSide, id: Id) {
  const queryClient = useQueryClient();
  const store = async (candidate: ManagedCandidate) => {
    queryClient.setQueryData(managedCandidateQuery(side, id).queryKey, { candidate });
    await queryClient.invalidateQueries({ queryKey: routeKey(MANAGED_ROUTES[side].list) });
  };
  const routes = LISTING_ROUTES[side];
  return useMutation({
    mutationFn: async (
      input:
        { action: 'publish'; body: ManagedListingBody } | { action: 'unpublish' | 'reconfirm' },
    ) => {
      const options = { fallbackMessage: LISTING_FAILED[input.action] };
      const params = { id };
      const { candidate } =
        input.action === 'publish'
          ? await apiCall(routes.publish, { params, body: input.body }, options)
          : await apiCall(routes[input.action], { params }, options);
      return candidate;
    },
    onSuccess: store,
  });
}

export type ManagedListingMutation = ReturnType<typeof useManagedListing>;
