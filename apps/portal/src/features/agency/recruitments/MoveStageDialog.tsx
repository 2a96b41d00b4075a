import {
  agencyAccountKeys,
  agencyAnalyticsKeys,
  agencyRecruitmentKeys,
  isApiError,
  moveAgencyRecruitment,
} from '@bayti/data/client';
import {
  type AgencyRecruitment,
  type AgencyRecruitmentStage,
  type MoveRecruitmentBodyInput,
} from '@bayti/data/contract';
import { DatePicker, Dialog, Modal, TextField } from '@bayti/ui';
import { parseDate, today } from '@internationalized/date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import styles from '../shared/AgencyPage.module.css';
import { FormDialogFooter } from './OpsParts';
import { buildMove, uaeToday, type Draft, type Errors } from './move-form';
import { useOpsText } from './use-ops-text';

export interface MoveStageDialogProps {
  recruitment: AgencyRecruitment;
  to: AgencyRecruitmentStage;
  onClose: () => void;
  onMoved: (recruitment: AgencyRecruitment) => void;
}

/**
 * Moves a recruitment to a stage: the day it was reached (today by default), the flight for the
 * ticket, the location for deployment. A refusal keeps the dialog open with the server's words.
 */
export function MoveStageDialog({ recruitment, to, onClose, onMoved }: MoveStageDialogProps) {
  const { t } = useOpsText();
  const m = t.move;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>({
    date: uaeToday(),
    airline: recruitment.ticket?.airline ?? '',
    flightNo: recruitment.ticket?.flightNo ?? '',
    arrivalDate: recruitment.ticket?.arrivalDate ?? null,
    arrivalTime: recruitment.ticket?.arrivalTime ?? '',
    ticketNumber: recruitment.ticket?.ticketNumber ?? '',
    location: recruitment.deployment?.location ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});

  const mutation = useMutation({
    mutationFn: (body: MoveRecruitmentBodyInput) =>
      moveAgencyRecruitment(api, recruitment.id, body),
    onSuccess: async (moved) => {
      await Promise.all(
        [agencyRecruitmentKeys.all, agencyAccountKeys.all, agencyAnalyticsKeys.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
      onMoved(moved);
    },
    onError: (error) => {
      if (!isApiError(error) || !error.fields) return;
      const fields = error.fields;
      setErrors({
        date: fields.date,
        airline: fields['ticket.airline'],
        flightNo: fields['ticket.flightNo'],
        arrivalDate: fields['ticket.arrivalDate'],
        arrivalTime: fields['ticket.arrivalTime'],
        location: fields.location,
      });
    },
  });

  const set = (key: keyof Draft) => (value: string | null) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.reset();
    const built = buildMove(to, draft, t.common.required, m.timeFormat);
    if ('errors' in built) {
      setErrors(built.errors);
      return;
    }
    mutation.mutate(built.body);
  };

  const fieldErrorShown = Object.values(errors).some(Boolean);
  const formError =
    mutation.isError && !fieldErrorShown
      ? failureMessage(mutation.error, 'Failed to move the recruitment', m.failed)
      : undefined;
  const formId = `move-recruitment-${recruitment.id}`;
  const calendar = {
    calendarButtonLabel: t.common.calendar,
    previousMonthLabel: t.common.previousMonth,
    nextMonthLabel: t.common.nextMonth,
  };
  const text = (key: 'airline' | 'flightNo' | 'ticketNumber' | 'location', label: string) => (
    <TextField
      label={label}
      isRequired={key !== 'ticketNumber'}
      value={draft[key]}
      onChange={set(key)}
      isInvalid={Boolean(errors[key])}
      errorMessage={errors[key]}
    />
  );

  return (
    <Modal
      isOpen
      isDismissable={!mutation.isPending}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      size="sm"
    >
      <Dialog
        title={m.title(recruitment.name)}
        description={m.description(t.stages[recruitment.stage], t.stages[to])}
        closeLabel={t.common.close}
        footer={
          <FormDialogFooter
            formId={formId}
            isPending={mutation.isPending}
            confirm={m.confirm}
            onCancel={onClose}
          />
        }
      >
        <form id={formId} onSubmit={submit} noValidate className={styles.form}>
          {formError && (
            <p role="alert" className={styles.formError}>
              {formError}
            </p>
          )}
          {to !== 'offerLetter' && (
            <DatePicker
              label={to === 'deployed' ? m.deployedDate : m.date}
              isRequired
              maxValue={today('Asia/Dubai')}
              value={draft.date ? parseDate(draft.date) : null}
              onChange={(value) => set('date')(value ? value.toString() : null)}
              isInvalid={Boolean(errors.date)}
              errorMessage={errors.date}
              {...calendar}
            />
          )}
          {to === 'ticket' && (
            <>
              {text('airline', m.airline)}
              {text('flightNo', m.flightNo)}
              <DatePicker
                label={m.arrivalDate}
                isRequired
                value={draft.arrivalDate ? parseDate(draft.arrivalDate) : null}
                onChange={(value) => set('arrivalDate')(value ? value.toString() : null)}
                isInvalid={Boolean(errors.arrivalDate)}
                errorMessage={errors.arrivalDate}
                {...calendar}
              />
              <TextField
                label={m.arrivalTime}
                isRequired
                placeholder="21:45"
                value={draft.arrivalTime}
                onChange={set('arrivalTime')}
                isInvalid={Boolean(errors.arrivalTime)}
                errorMessage={errors.arrivalTime}
              />
              {text('ticketNumber', m.ticketNumber)}
            </>
          )}
          {to === 'deployed' && text('location', m.location)}
        </form>
      </Dialog>
    </Modal>
  );
}
