import {
  agencyAccountsRoutes,
  agencyAnalyticsRoutes,
  agencyRecruitmentsRoutes,
} from '@bayti/data/contract/routes';
import {
  type AgencyRecruitment,
  type AgencyRecruitmentStage,
  type MoveRecruitmentBodyInput,
} from '@bayti/data/contract';
import { DatePicker, TextField } from '@bayti/ui';
import { parseDate, today, type CalendarDate } from '@internationalized/date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { apiCall } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import { FormDialog, submitWith } from '../../shared/forms/FormDialog';
import { clearingFieldProps, onFields, resolverOf } from '../../shared/forms/checked-form';
import { setServerErrors } from '../../shared/forms/server-errors';
import layout from '../../shared/page/Page.module.css';
import styles from '../shared/AgencyPage.module.css';
import { buildMove, uaeToday, type Draft } from './move-form';
import { useOpsText } from './use-ops-text';
import { refreshReads } from '../shared/refresh-reads';

export interface MoveStageDialogProps {
  recruitment: AgencyRecruitment;
  to: AgencyRecruitmentStage;
  onClose: () => void;
  onMoved: (recruitment: AgencyRecruitment) => void;
}

/** The client's sentence when the server sends none; shown in the reader's language. */
const MOVE_FAILED = 'Failed to move the recruitment';

/**
 * Moves a recruitment to a stage: the day it was reached (today by default), the flight for the
 * ticket, the location for deployment. A refusal keeps the dialog open with the server's words.
 */
export function MoveStageDialog({ recruitment, to, onClose, onMoved }: MoveStageDialogProps) {
  const { t } = useOpsText();
  const m = t.move;
  const queryClient = useQueryClient();
  const form = useForm<Draft, unknown, MoveRecruitmentBodyInput>({
    defaultValues: {
      date: uaeToday(),
      airline: recruitment.ticket?.airline ?? '',
      flightNo: recruitment.ticket?.flightNo ?? '',
      arrivalDate: recruitment.ticket?.arrivalDate ?? null,
      arrivalTime: recruitment.ticket?.arrivalTime ?? '',
      ticketNumber: recruitment.ticket?.ticketNumber ?? '',
      location: recruitment.deployment?.location ?? '',
    },
    reValidateMode: 'onSubmit',
    resolver: resolverOf((draft) => buildMove(to, draft, t.common.required, m.timeFormat)),
  });

  const mutation = useMutation({
    mutationFn: (body: MoveRecruitmentBodyInput) =>
      apiCall(
        agencyRecruitmentsRoutes.moveAgencyRecruitment,
        { params: { id: recruitment.id }, body },
        { fallbackMessage: MOVE_FAILED },
      ),
    onSuccess: async ({ recruitment: moved }) => {
      // The accounts' status and the analytics' and reports' counts follow the stage.
      await refreshReads(queryClient, [
        agencyRecruitmentsRoutes.agencyRecruitments,
        agencyAccountsRoutes.agencyAccounts,
        agencyAnalyticsRoutes.agencyAnalytics,
        agencyAnalyticsRoutes.agencyReports,
      ]);
      onMoved(moved);
    },
    onError: (error) =>
      setServerErrors(
        onFields(form.setError, {
          date: 'date',
          'ticket.airline': 'airline',
          'ticket.flightNo': 'flightNo',
          'ticket.arrivalDate': 'arrivalDate',
          'ticket.arrivalTime': 'arrivalTime',
          location: 'location',
        }),
        error,
      ),
  });

  const fieldErrorShown = Object.keys(form.formState.errors).length > 0;
  const formError =
    mutation.isError && !fieldErrorShown
      ? failureMessage(mutation.error, MOVE_FAILED, m.failed)
      : undefined;
  const formId = `move-recruitment-${recruitment.id}`;
  const calendar = {
    calendarButtonLabel: t.common.calendar,
    previousMonthLabel: t.common.previousMonth,
    nextMonthLabel: t.common.nextMonth,
  };
  const date = (name: 'date' | 'arrivalDate', label: string, maxValue?: CalendarDate) => (
    <Controller
      control={form.control}
      name={name}
      render={(c) => {
        const { value, onChange, ...props } = clearingFieldProps(c, form.clearErrors);
        return (
          <DatePicker
            label={label}
            isRequired
            maxValue={maxValue}
            value={value ? parseDate(value) : null}
            onChange={(next) => onChange(next ? next.toString() : null)}
            {...props}
            {...calendar}
          />
        );
      }}
    />
  );
  const text = (
    name: 'airline' | 'flightNo' | 'arrivalTime' | 'ticketNumber' | 'location',
    label: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={(c) => (
        <TextField
          label={label}
          isRequired={name !== 'ticketNumber'}
          placeholder={name === 'arrivalTime' ? '21:45' : undefined}
          {...clearingFieldProps(c, form.clearErrors)}
        />
      )}
    />
  );

  return (
    <FormDialog
      title={m.title(recruitment.name)}
      description={m.description(t.stages[recruitment.stage], t.stages[to])}
      labels={t.common}
      confirm={m.confirm}
      formId={formId}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, mutation)}
      formClassName={`${layout.column} ${styles.form}`}
      error={formError}
      errorClassName={`${layout.dangerBox} ${styles.formError}`}
    >
      {to !== 'offerLetter' &&
        date('date', to === 'deployed' ? m.deployedDate : m.date, today('Asia/Dubai'))}
      {to === 'ticket' && (
        <>
          {text('airline', m.airline)}
          {text('flightNo', m.flightNo)}
          {date('arrivalDate', m.arrivalDate)}
          {text('arrivalTime', m.arrivalTime)}
          {text('ticketNumber', m.ticketNumber)}
        </>
      )}
      {to === 'deployed' && text('location', m.location)}
    </FormDialog>
  );
}
