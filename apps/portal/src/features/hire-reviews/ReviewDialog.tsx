import {
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type HireReviewSubject,
  type HireToReview,
  type ReviewInput,
} from '@bayti/data/contract';
import { hireReviewsRoutes } from '@bayti/data/contract/routes/hire-reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { apiCall } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { failureMessage } from '../shared/error-message';
import { resolverOf } from '../shared/forms/checked-form';
import { FormDialog, submitWith } from '../shared/forms/FormDialog';
import { FormTextArea, requiredByForm } from '../shared/forms/FormFields';
import { FormRadioGroup } from '../shared/forms/FormRadioGroup';
import { setServerErrors } from '../shared/forms/server-errors';
import layout from '../shared/page/Page.module.css';
import { refreshHiresToReview, type ReviewSide } from './queries';
import styles from './HireReviews.module.css';

/** The client's English words for a failed review (the server's own message wins). */
const SAVE_FAILED = 'Your review could not be saved';

/** The form's draft: per subject, the stars chosen ('' until one is) and the text. */
type Draft = Partial<Record<HireReviewSubject, { stars: string; text: string }>>;

export interface ReviewDialogProps {
  side: ReviewSide;
  hire: HireToReview;
  onClose: () => void;
  /** Called once the server has stored the review; the answer says whether it is published. */
  onSaved: (hire: HireToReview) => void;
}

/** Whom each subject names in the form. */
const nameOf = (hire: HireToReview, subject: HireReviewSubject) =>
  subject === 'worker'
    ? hire.candidate.name
    : subject === 'agency'
      ? (hire.agency?.name ?? '')
      : hire.family.name;

/**
 * The review of a hire, written once: for the family the worker and, when one listed her, the
 * agency; for the worker the family. Each is stars (a radio group: one choice of five) and a
 * text; the form checks the lengths the server checks, and shows the server's refusal otherwise.
 */
export function ReviewDialog({ side, hire, onClose, onSaved }: ReviewDialogProps) {
  const t = useMessages().hireReviews;
  const d = t.dialog;
  const queryClient = useQueryClient();
  const subjects = hire.subjects;
  const form = useForm<Draft, unknown, Record<string, ReviewInput>>({
    defaultValues: Object.fromEntries(subjects.map((s) => [s, { stars: '', text: '' }])),
    reValidateMode: 'onSubmit',
    resolver: resolverOf<Draft, Record<string, ReviewInput>>((draft) => {
      const errors: Record<string, string> = {};
      const body: Record<string, ReviewInput> = {};
      for (const subject of subjects) {
        const part = draft[subject] ?? { stars: '', text: '' };
        const stars = Number(part.stars);
        const text = part.text.trim();
        if (!(stars >= 1 && stars <= 5)) errors[`${subject}.stars`] = d.errors.stars;
        if (text.length < REVIEW_TEXT_MIN) errors[`${subject}.text`] = d.errors.text;
        else if (text.length > REVIEW_TEXT_MAX) errors[`${subject}.text`] = d.errors.textTooLong;
        body[subject] = { stars, text };
      }
      return Object.keys(errors).length > 0 ? { errors } : { body };
    }),
  });
  const mutation = useMutation({
    mutationFn: (body: Record<string, ReviewInput>) =>
      side === 'family'
        ? apiCall(
            hireReviewsRoutes.employerWriteHireReview,
            {
              params: { id: hire.id },
              body: { worker: body.worker!, ...(body.agency ? { agency: body.agency } : {}) },
            },
            { fallbackMessage: SAVE_FAILED },
          )
        : apiCall(
            hireReviewsRoutes.candidateWriteHireReview,
            { params: { id: hire.id }, body: { family: body.family! } },
            { fallbackMessage: SAVE_FAILED },
          ),
    onSuccess: async ({ hire: saved }) => {
      await refreshHiresToReview(queryClient, side);
      onSaved(saved);
    },
    onError: (error) => setServerErrors(form.setError, error),
  });
  const fieldError = Object.keys(form.formState.errors).length > 0;
  const title = side === 'family' ? hire.candidate.name : hire.family.name;

  return (
    <FormDialog
      title={d.title(title)}
      labels={d.frame}
      confirm={d.submit}
      formId={`review-${hire.id}`}
      size="md"
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, mutation)}
      formClassName={styles.form}
      error={
        mutation.isError && !fieldError
          ? failureMessage(mutation.error, SAVE_FAILED, d.failed)
          : undefined
      }
      errorClassName={layout.alert}
      errorLast
    >
      {subjects.map((subject) => (
        <fieldset key={subject} className={styles.part}>
          <legend className={styles.partTitle}>{d.about[subject](nameOf(hire, subject))}</legend>
          <FormRadioGroup
            control={form.control}
            name={`${subject}.stars`}
            label={d.stars}
            orientation="horizontal"
            {...requiredByForm}
            choices={(['1', '2', '3', '4', '5'] as const).map((value) => ({
              value,
              label: d.starChoices[value],
            }))}
            onChange={() => form.clearErrors(`${subject}.stars`)}
          />
          <FormTextArea
            control={form.control}
            name={`${subject}.text`}
            label={d.text}
            description={d.textHint}
            rows={4}
            maxLength={REVIEW_TEXT_MAX}
            {...requiredByForm}
          />
        </fieldset>
      ))}
    </FormDialog>
  );
}
