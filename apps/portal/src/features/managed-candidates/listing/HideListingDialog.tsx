import type { ManagedCandidate } from '@bayti/data/contract';
import { routeKey } from '@bayti/data/client/route-call';
import { listingsRoutes } from '@bayti/data/contract/routes/listings';
import { useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { ReasonDialog } from '../../shared/listing/ReasonDialog';
import { MANAGED_ROUTES, managedCandidateQuery } from '../queries';

export interface HideListingDialogProps {
  /** Hide (a reason is required), or list a hidden profile again (a note may be given). */
  hide: boolean;
  candidate: ManagedCandidate;
  name: string;
  onClose: () => void;
  onDone: () => void;
}

const FAILED = { hide: 'Failed to hide the profile', unhide: 'Failed to unhide the profile' };

/**
 * The admin's Hide on any public profile, with the reason its worker or agency reads, and Unhide;
 * stored with who, when and why. The candidate on screen takes the new listing state.
 */
export function HideListingDialog({
  hide,
  candidate,
  name,
  onClose,
  onDone,
}: HideListingDialogProps) {
  const l = useMessages().listings.moderation;
  const queryClient = useQueryClient();
  const key = hide ? 'hide' : 'unhide';
  return (
    <ReasonDialog
      title={hide ? l.hideTitle(name) : l.unhideTitle(name)}
      description={hide ? l.hideDescription : l.unhideDescription}
      confirm={hide ? l.hide : l.unhide}
      variant={hide ? 'danger' : 'primary'}
      isRequired={hide}
      field={hide ? 'reason' : 'note'}
      action={async ({ reason }) => {
        const options = { fallbackMessage: FAILED[key] };
        const params = { id: candidate.id };
        const { listing } = hide
          ? await apiCall(listingsRoutes.hideListing, { params, body: { reason } }, options)
          : await apiCall(
              listingsRoutes.unhideListing,
              { params, body: reason ? { reason } : {} },
              options,
            );
        queryClient.setQueryData(managedCandidateQuery('admin', candidate.id).queryKey, {
          candidate: { ...candidate, listing: { ...candidate.listing, ...listing } },
        });
        await queryClient.invalidateQueries({ queryKey: routeKey(MANAGED_ROUTES.admin.list) });
      }}
      failure={{ english: FAILED[key], local: l.failed }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
