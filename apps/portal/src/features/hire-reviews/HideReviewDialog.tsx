import { REVIEW_HIDE_REASON_MAX, type AdminHireReview } from '@bayti/data/contract';
import { hireReviewsRoutes } from '@bayti/data/contract/routes/hire-reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { apiCall } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { failureMessage } from '../shared/error-message';
import { resolverOf } from '../shared/forms/checked-form';
import { FormDialog, submitWith } from '../shared/forms/FormDialog';
import { FormTextArea, requiredByForm } from '../shared/forms/FormFields';
import { setServerErrors } from '../shared/forms/server-errors';
import layout from '../shared/page/Page.module.css';
import { refreshAdminHireReviews } from './queries';
import styles from './HireReviews.module.css';

/** The client's English words for a failed hiding (the server's own message wins). */
const HIDE_FAILED = 'The review could not be hidden';

export interface HideReviewDialogProps {
  review: AdminHireReview;
  onClose: () => void;
  onHidden: (review: AdminHireReview) => void;
}

/** Hiding a review needs a reason, kept in the moderation log; the server refuses it without. */
export function HideReviewDialog({ review, onClose, onHidden }: HideReviewDialogProps) {
  const a = useMessages().hireReviews.admin;
  const queryClient = useQueryClient();
  const form = useForm<{ reason: string }, unknown, { reason: string }>({
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
    resolver: resolverOf<{ reason: string }, { reason: string }>(({ reason }) =>
      reason.trim()
        ? { body: { reason: reason.trim() } }
        : { errors: { reason: a.reasonRequired } },
    ),
  });
  const mutation = useMutation({
    mutationFn: (body: { reason: string }) =>
      apiCall(
        hireReviewsRoutes.adminHideHireReview,
        { params: { id: review.id }, body },
        { fallbackMessage: HIDE_FAILED },
      ),
    onSuccess: async ({ review: hidden }) => {
      await refreshAdminHireReviews(queryClient);
      onHidden(hidden);
    },
    onError: (error) => setServerErrors(form.setError, error),
  });
  const fieldError = Object.keys(form.formState.errors).length > 0;
  return (
    <FormDialog
      title={a.hideReview(review.author)}
      labels={a.frame}
      confirm={a.confirmHide}
      variant="danger"
      formId={`hide-review-${review.id}`}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, mutation)}
      formClassName={styles.form}
      error={
        mutation.isError && !fieldError
          ? failureMessage(mutation.error, HIDE_FAILED, a.hideFailed)
          : undefined
      }
      errorClassName={layout.alert}
      errorLast
    >
      <blockquote dir="auto" className={styles.quote}>
        {review.text}
      </blockquote>
      <FormTextArea
        control={form.control}
        name="reason"
        label={a.reason}
        description={a.reasonHint}
        rows={3}
        maxLength={REVIEW_HIDE_REASON_MAX}
        {...requiredByForm}
      />
    </FormDialog>
  );
}
