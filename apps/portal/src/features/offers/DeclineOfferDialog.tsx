import {
  OFFER_DECLINE_REASONS,
  OFFER_NOTE_MAX,
  type AnswerOfferBody,
  type Offer,
} from '@bayti/data/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { apiCall } from '../../api';
import { failureMessage } from '../shared/error-message';
import { FormDialog, submitWith } from '../shared/forms/FormDialog';
import { onFields, resolverOf } from '../shared/forms/checked-form';
import { FormRadioGroup } from '../shared/forms/FormRadioGroup';
import { FormTextArea, requiredByForm } from '../shared/forms/FormFields';
import { setServerErrors } from '../shared/forms/server-errors';
import layout from '../shared/page/Page.module.css';
import { checkDecline, type DeclineDraft } from './decline-form';
import { answerRoute, refreshAfterAnswer, type OfferSide } from './queries';
import type { OfferText } from './use-offer-text';
import styles from './Offers.module.css';

/** The client's English words for a failed decline (the server's own message wins). */
const DECLINE_FAILED = 'The offer could not be declined';

export interface DeclineOfferDialogProps {
  side: OfferSide;
  offer: Offer;
  text: OfferText;
  onClose: () => void;
  onDeclined: (offer: Offer) => void;
}

/** Declines an offer with one of the reasons and an optional note, both told to the family. */
export function DeclineOfferDialog({
  side,
  offer,
  text,
  onClose,
  onDeclined,
}: DeclineOfferDialogProps) {
  const d = text.o.decline;
  const max = text.number(OFFER_NOTE_MAX);
  const formId = useId();
  const queryClient = useQueryClient();
  const form = useForm<DeclineDraft, unknown, AnswerOfferBody>({
    defaultValues: { reason: '', note: '' },
    reValidateMode: 'onSubmit',
    resolver: resolverOf((draft) =>
      checkDecline(draft, { reasonRequired: d.reasonRequired, noteTooLong: d.noteTooLong(max) }),
    ),
  });
  const mutation = useMutation({
    mutationFn: (body: AnswerOfferBody) =>
      apiCall(
        answerRoute(side),
        { params: { id: offer.id }, body },
        { fallbackMessage: DECLINE_FAILED },
      ),
    onSuccess: async ({ offer: declined }) => {
      await refreshAfterAnswer(queryClient, side);
      onDeclined(declined);
    },
    onError: (error) =>
      setServerErrors(onFields(form.setError, { reason: 'reason', note: 'note' }), error),
  });
  const fieldError = Object.keys(form.formState.errors).length > 0;
  return (
    <FormDialog
      title={d.title(offer.family.name)}
      description={d.text}
      labels={text.o.frame}
      confirm={d.confirm}
      pendingLabel={d.confirm}
      variant="danger"
      formId={formId}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, mutation)}
      formClassName={`${layout.column} ${styles.form}`}
      error={
        mutation.isError && !fieldError
          ? failureMessage(mutation.error, DECLINE_FAILED, d.failed)
          : undefined
      }
      errorClassName={layout.dangerBox}
    >
      <FormRadioGroup
        control={form.control}
        name="reason"
        label={d.reason}
        {...requiredByForm}
        choices={OFFER_DECLINE_REASONS.map((reason) => ({
          value: reason,
          label: text.o.declineReason[reason],
        }))}
        onChange={() => form.clearErrors('reason')}
      />
      <FormTextArea
        control={form.control}
        name="note"
        label={d.note}
        description={d.noteHint(max)}
        validationBehavior="aria"
        rows={3}
        onChange={() => form.clearErrors('note')}
      />
    </FormDialog>
  );
}
