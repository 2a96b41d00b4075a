import type { EmployerPipelineCandidate } from '@bayti/data/contract';
import { offersRoutes } from '@bayti/data/contract/routes/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import { ConfirmDialog } from '../../shared/forms/ConfirmDialog';
import { refreshAfterMove } from '../queries';
import { useEmployerText } from '../use-employer-text';

/** The client's English words for a failed withdrawal (the server's own message wins). */
const WITHDRAW_FAILED = 'The offer could not be withdrawn';

export interface WithdrawOfferDialogProps {
  /** A row whose latest offer is pending. */
  entry: EmployerPipelineCandidate & { offer: { id: number } };
  onClose: () => void;
  onWithdrawn: () => void;
}

/**
 * Withdraws the family's pending offer, asking first. A refusal (answered or expired meanwhile)
 * keeps the dialog open with the server's words.
 */
export function WithdrawOfferDialog({ entry, onClose, onWithdrawn }: WithdrawOfferDialogProps) {
  const text = useEmployerText();
  const f = text.messages.offers.family;
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () =>
      apiCall(
        offersRoutes.withdrawOffer,
        { params: { id: entry.offer.id } },
        { fallbackMessage: WITHDRAW_FAILED },
      ),
    onSuccess: async () => {
      await refreshAfterMove(queryClient);
      onWithdrawn();
    },
  });
  return (
    <ConfirmDialog
      title={f.withdrawTitle(entry.name)}
      description={f.withdrawText}
      labels={text.t.common}
      confirm={f.withdraw}
      variant="danger"
      isPending={mutation.isPending}
      error={
        mutation.isError
          ? failureMessage(mutation.error, WITHDRAW_FAILED, f.withdrawFailed)
          : undefined
      }
      onCancel={onClose}
      onConfirm={() => {
        mutation.reset();
        mutation.mutate();
      }}
    />
  );
}
