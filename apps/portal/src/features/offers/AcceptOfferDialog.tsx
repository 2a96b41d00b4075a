import type { Offer } from '@bayti/data/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../api';
import { failureMessage } from '../shared/error-message';
import { ConfirmDialog } from '../shared/forms/ConfirmDialog';
import { answerRoute, refreshAfterAnswer, type OfferSide } from './queries';
import type { OfferText } from './use-offer-text';

/** The client's English words for a failed acceptance (the server's own message wins). */
const ACCEPT_FAILED = 'The offer could not be accepted';

export interface AcceptOfferDialogProps {
  side: OfferSide;
  offer: Offer;
  text: OfferText;
  onClose: () => void;
  onAccepted: (offer: Offer) => void;
}

/**
 * Accepting asks first: it makes her hired, takes her off the public site and closes her other
 * offers. A refusal (expired meanwhile, hired elsewhere) keeps the dialog open with the server's
 * words.
 */
export function AcceptOfferDialog({
  side,
  offer,
  text,
  onClose,
  onAccepted,
}: AcceptOfferDialogProps) {
  const a = text.o.accept;
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () =>
      apiCall(
        answerRoute(side),
        { params: { id: offer.id }, body: { answer: 'accept' } },
        { fallbackMessage: ACCEPT_FAILED },
      ),
    onSuccess: async ({ offer: accepted }) => {
      await refreshAfterAnswer(queryClient, side);
      onAccepted(accepted);
    },
  });
  return (
    <ConfirmDialog
      title={a.title(offer.family.name)}
      description={a.text[side]}
      labels={text.o.frame}
      confirm={a.confirm}
      isPending={mutation.isPending}
      error={mutation.isError ? failureMessage(mutation.error, ACCEPT_FAILED, a.failed) : undefined}
      onCancel={onClose}
      onConfirm={() => {
        mutation.reset();
        mutation.mutate();
      }}
    />
  );
}
