import {
  INTERVIEW_NEXT_STEPS,
  INTERVIEW_OUTCOMES,
  interviewOutcomeBodySchema,
  type Interview,
  type InterviewOutcomeBody,
} from '@bayti/data/contract';
import { interviewsRoutes } from '@bayti/data/contract/routes/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { apiCall } from '../../api';
import { failureMessage } from '../shared/error-message';
import { resolverOf } from '../shared/forms/checked-form';
import { FormDialog, submitWith } from '../shared/forms/FormDialog';
import { requiredByForm } from '../shared/forms/FormFields';
import { FormRadioGroup } from '../shared/forms/FormRadioGroup';
import { setServerErrors } from '../shared/forms/server-errors';
import layout from '../shared/page/Page.module.css';
import { useInterviewText } from './use-interview-text';
import styles from './Interviews.module.css';

/** The client's English words for a failed outcome (the server's own message wins). */
const RECORD_FAILED = 'The outcome could not be saved';

interface OutcomeDraft {
  outcome: string;
  next: string;
}

export interface OutcomeDialogProps {
  interview: Interview;
  onClose: () => void;
  /** Called once the server has stored the outcome. */
  onRecorded: (interview: Interview) => void;
}

/**
 * After an agreed interview's time: did it take place, and what next for her row (select her,
 * reject her, or decide later). The server moves the pipeline row; a refusal keeps the choices.
 */
export function OutcomeDialog({ interview, onClose, onRecorded }: OutcomeDialogProps) {
  const { i } = useInterviewText();
  const f = i.family;
  const queryClient = useQueryClient();
  const form = useForm<OutcomeDraft, unknown, InterviewOutcomeBody>({
    defaultValues: { outcome: '', next: '' },
    reValidateMode: 'onSubmit',
    resolver: resolverOf<OutcomeDraft, InterviewOutcomeBody>((draft) => {
      const result = interviewOutcomeBodySchema.safeParse({
        outcome: draft.outcome || undefined,
        next: draft.next || undefined,
      });
      if (result.success) return { body: result.data };
      const fields = new Set(result.error.issues.map((issue) => String(issue.path[0])));
      return {
        errors: Object.fromEntries([...fields].map((field) => [field, f.errors[field]])),
      };
    }),
  });
  const mutation = useMutation({
    mutationFn: (body: InterviewOutcomeBody) =>
      apiCall(
        interviewsRoutes.recordInterviewOutcome,
        { params: { id: interview.id }, body },
        { fallbackMessage: RECORD_FAILED },
      ),
    onSuccess: async ({ interview: recorded }) => {
      // The list and the row it moved: every /employer/… query of the family reads again.
      await queryClient.invalidateQueries({ queryKey: ['employer'] });
      onRecorded(recorded);
    },
    onError: (error) => setServerErrors(form.setError, error),
  });
  const fieldError = Object.keys(form.formState.errors).length > 0;

  return (
    <FormDialog
      title={f.outcomeTitle(interview.candidate.name)}
      labels={f.frame}
      confirm={f.save}
      formId={`outcome-${interview.id}`}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, mutation)}
      formClassName={styles.form}
      error={
        mutation.isError && !fieldError
          ? failureMessage(mutation.error, RECORD_FAILED, f.recordFailed)
          : undefined
      }
      errorClassName={layout.alert}
      errorLast
    >
      <FormRadioGroup
        control={form.control}
        name="outcome"
        label={f.outcome}
        {...requiredByForm}
        choices={INTERVIEW_OUTCOMES.map((value) => ({ value, label: f.outcomes[value] }))}
        onChange={() => form.clearErrors('outcome')}
      />
      <FormRadioGroup
        control={form.control}
        name="next"
        label={f.next}
        {...requiredByForm}
        choices={INTERVIEW_NEXT_STEPS.map((value) => ({ value, label: f.nextSteps[value] }))}
        onChange={() => form.clearErrors('next')}
      />
    </FormDialog>
  );
}
