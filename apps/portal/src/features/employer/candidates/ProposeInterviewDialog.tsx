import {
  INTERVIEW_MAX_DAYS_AHEAD,
  INTERVIEW_MODES,
  type EmployerPipelineCandidate,
  type Interview,
  type ProposeInterviewBody,
} from '@bayti/data/contract';
import { isApiError, isErrorCode } from '@bayti/data/client';
import { routeKey } from '@bayti/data/client/route-call';
import { interviewsRoutes } from '@bayti/data/contract/routes/interviews';
import { Link } from '@bayti/ui';
import { getLocalTimeZone, today } from '@internationalized/date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { apiCall } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import { FormDialog, submitWith } from '../../shared/forms/FormDialog';
import { FormDateField } from '../../shared/forms/FormDateField';
import { FormTextField, requiredByForm } from '../../shared/forms/FormFields';
import { FormRadioGroup } from '../../shared/forms/FormRadioGroup';
import { FormSelectField } from '../../shared/forms/FormSelectField';
import { resolverOf } from '../../shared/forms/checked-form';
import { focusFirstInvalid } from '../../shared/forms/server-errors';
import layout from '../../shared/page/Page.module.css';
import { refreshAfterMove } from '../queries';
import { timeLabel, timeSlots } from '../time-slots';
import { useEmployerText } from '../use-employer-text';
import {
  checkInterview,
  emptyInterviewDraft,
  serverSlotField,
  type InterviewDraft,
} from './interview-form';
import dialogStyles from './MoveDialog.module.css';
import styles from './ProposeInterviewDialog.module.css';

/** The client's English words for a failed proposal (the server's own message wins). */
const SEND_FAILED = 'The interview times could not be sent';

export interface ProposeInterviewDialogProps {
  entry: EmployerPipelineCandidate;
  onClose: () => void;
  /** Called once the server has stored the proposal. */
  onSent: (interview: Interview) => void;
}

/**
 * Proposes one to three interview times to a candidate of the family's list, in Dubai time (each
 * row a day and a half-hour time; the first required), by video call or at a place. The server
 * checks each time is 2 hours to 60 days ahead and names the refused row; without a running plan
 * it answers plan_required and the dialog points to the plans; an interview already open is
 * refused with a link to the family's Interviews, where it can be cancelled.
 */
export function ProposeInterviewDialog({ entry, onClose, onSent }: ProposeInterviewDialogProps) {
  const text = useEmployerText();
  const { t, locale } = text;
  const words = text.messages.interviews;
  const p = words.propose;
  const queryClient = useQueryClient();
  const form = useForm<InterviewDraft, unknown, ProposeInterviewBody>({
    defaultValues: emptyInterviewDraft(),
    reValidateMode: 'onSubmit',
    resolver: resolverOf((draft) => checkInterview(draft, p.errors)),
  });
  const formId = `interview-${entry.id}`;
  const mutation = useMutation({
    mutationFn: (body: ProposeInterviewBody) =>
      apiCall(
        interviewsRoutes.proposeInterview,
        { params: { id: entry.id }, body },
        { fallbackMessage: SEND_FAILED },
      ),
    onSuccess: async ({ interview }) => {
      await Promise.all([
        refreshAfterMove(queryClient),
        // The family's Interviews page lists it next time it opens.
        queryClient.invalidateQueries({
          queryKey: routeKey(interviewsRoutes.employerInterviews),
        }),
      ]);
      onSent(interview);
    },
    onError: (error) => {
      if (!isApiError(error) || !error.fields) return;
      const draft = form.getValues();
      for (const [field, message] of Object.entries(error.fields))
        form.setError(serverSlotField(draft, field) as never, { type: 'server', message });
      focusFirstInvalid(document.getElementById(formId));
    },
  });

  const mode = useWatch({ control: form.control, name: 'mode' });
  const times = useWatch({ control: form.control, name: 'slots' });
  const planRequired = mutation.isError && isErrorCode(mutation.error, 'plan_required');
  const alreadyOpen = mutation.isError && isErrorCode(mutation.error, 'conflict');
  const fieldError = Object.keys(form.formState.errors).length > 0;
  const first = today(getLocalTimeZone());
  const calendar = {
    calendarButtonLabel: t.move.calendar,
    previousMonthLabel: t.move.previousMonth,
    nextMonthLabel: t.move.nextMonth,
  };

  return (
    <FormDialog
      title={p.title(entry.name)}
      description={p.text}
      labels={t.common}
      confirm={p.send}
      pendingLabel={p.send}
      formId={formId}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, mutation)}
      formClassName={dialogStyles.form}
      size="md"
      error={
        mutation.isError && !fieldError && !planRequired
          ? failureMessage(mutation.error, SEND_FAILED, p.failed)
          : undefined
      }
      errorClassName={layout.alert}
      errorLast
    >
      {planRequired && (
        <p role="alert" className={layout.alert}>
          {text.messages.offers.family.planRequired}
          <Link href="/pricing" variant="standalone">
            {text.messages.offers.family.seePlans}
          </Link>
        </p>
      )}
      {times.map((slot, row) => {
        const n = row + 1;
        const required = row === 0 ? requiredByForm : {};
        return (
          <fieldset key={row} className={styles.slot}>
            <legend className={styles.legend}>{p.slot(n)}</legend>
            <FormDateField
              control={form.control}
              name={`slots.${row}.date`}
              label={p.date(n)}
              {...required}
              minValue={first}
              maxValue={first.add({ days: INTERVIEW_MAX_DAYS_AHEAD })}
              onChange={() => form.clearErrors([`slots.${row}.date`, `slots.${row}.time`])}
              {...calendar}
            />
            <FormSelectField
              control={form.control}
              name={`slots.${row}.time`}
              label={p.time(n)}
              placeholder={t.move.chooseTime}
              {...required}
              items={timeSlots(slot.time).map((value) => ({
                id: value,
                label: timeLabel(value, locale),
              }))}
              onChange={() => form.clearErrors([`slots.${row}.date`, `slots.${row}.time`])}
            />
          </fieldset>
        );
      })}
      <FormRadioGroup
        control={form.control}
        name="mode"
        label={p.how}
        {...requiredByForm}
        choices={INTERVIEW_MODES.map((value) => ({ value, label: p.modes[value] }))}
        onChange={() => form.clearErrors(['mode', 'place'])}
      />
      {mode === 'in_person' && (
        <FormTextField
          control={form.control}
          name="place"
          label={p.place}
          {...requiredByForm}
          onChange={() => form.clearErrors('place')}
        />
      )}
      {alreadyOpen && (
        <Link href="/dashboard/employer/interviews" variant="standalone">
          {p.seeInterviews}
        </Link>
      )}
    </FormDialog>
  );
}
