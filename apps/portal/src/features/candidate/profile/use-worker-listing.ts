import { listingsRoutes } from '@bayti/data/contract/routes/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { failureMessage } from '../../shared/error-message';
import { storeProfileState } from '../queries';

export type WorkerListingAction = 'submit' | 'unpublish' | 'reconfirm';

const ROUTES = {
  submit: listingsRoutes.submitCandidateListing,
  unpublish: listingsRoutes.withdrawCandidateListing,
  reconfirm: listingsRoutes.reconfirmCandidateListing,
} as const;

/** The client's sentence when the server sends none; shown in the reader's language. */
const FAILED = {
  submit: 'Failed to submit your profile',
  unpublish: 'Failed to unpublish your profile',
  reconfirm: 'Failed to reconfirm your profile',
} as const;

/**
 * Her listing's actions: submit it for review, take it off (or out of review), reconfirm it. Each
 * answers her profile state, which replaces the one on screen; a refusal changes nothing.
 */
export function useWorkerListing() {
  const l = useMessages().listings;
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ action }: { action: WorkerListingAction; then?: () => void }) =>
      apiCall(ROUTES[action], {}, { fallbackMessage: FAILED[action] }),
    onSuccess: (state, { then }) => {
      storeProfileState(queryClient, state);
      then?.();
    },
  });
  const action = mutation.variables?.action;
  return {
    run: (next: WorkerListingAction, then?: () => void) => mutation.mutate({ action: next, then }),
    isPending: mutation.isPending,
    /** The action on its way. */
    pending: mutation.isPending ? action : undefined,
    /** What the last action did, said once it is stored. */
    done:
      mutation.isSuccess && action
        ? {
            submit: l.done.submitted,
            unpublish: l.done.unpublished,
            reconfirm: l.done.reconfirmed,
          }[action]
        : '',
    error:
      mutation.isError && action
        ? failureMessage(mutation.error, FAILED[action], l.failed[action])
        : undefined,
  };
}
