import {
  SELECTION_TYPES,
  type EmployerPipelineCandidate,
  type UpdatePipelineBody,
} from '@bayti/data/contract';
import { employerKeys, updatePipelineEntry } from '@bayti/data/client';
import { Button, DatePicker, Dialog, Modal, Select } from '@bayti/ui';
import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import { serverFieldErrors } from '../shared/field-errors';
import styles from '../shared/EmployerPage.module.css';
import { timeLabel, timeSlots } from '../time-slots';
import { useEmployerText } from '../use-employer-text';
import { buildMove, MOVE_TARGET, type MoveAction, type MoveDraft } from './moves';
import dialogStyles from './MoveDialog.module.css';

export interface MoveDialogProps {
  entry: EmployerPipelineCandidate;
  action: MoveAction;
  onClose: () => void;
  /** Called once the server has stored the move, with the row as it now is. */
  onMoved: (entry: EmployerPipelineCandidate) => void;
}

const dateValue = (iso: string | null) => (iso ? parseDate(iso) : null);

/**
 * Moves a candidate along the family's pipeline: an interview asks for a date and a time, a
 * selection for its type and date, hiring, rejecting and shortlisting again for a confirmation.
 * A refusal keeps the dialog open with what was typed, the server's message and its field errors.
 */
export function MoveDialog({ entry, action, onClose, onMoved }: MoveDialogProps) {
  const text = useEmployerText();
  const { t, locale } = text;
  const m = t.move;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<MoveDraft>({
    interviewDate: entry.interviewDate,
    interviewTime: entry.interviewTime,
    selectionType: entry.selectionType,
    selectionDate: entry.selectionDate,
    returnedOn: entry.returnedOn,
    replacedOn: entry.replacedOn,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof MoveDraft, string>>>({});

  const mutation = useMutation({
    mutationFn: (body: UpdatePipelineBody) => updatePipelineEntry(api, entry.id, body),
    onSuccess: async (moved) => {
      await queryClient.invalidateQueries({ queryKey: employerKeys.all });
      onMoved(moved);
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  const set = (key: keyof MoveDraft) => (value: string | null) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.reset();
    const built = buildMove(action, draft);
    if ('errors' in built) {
      // Our own words for the fields the contract found missing.
      setErrors(
        Object.fromEntries(
          Object.keys(built.errors).map((field) => [
            field,
            m.errors[field] ?? built.errors[field as keyof MoveDraft],
          ]),
        ),
      );
      return;
    }
    mutation.mutate(built.body);
  };

  const target = MOVE_TARGET[action];
  const title =
    target === 'interview'
      ? m.interviewTitle(entry.name)
      : target === 'selected'
        ? m.selectTitle(entry.name)
        : target === 'hired'
          ? m.hireTitle(entry.name)
          : target === 'rejected'
            ? m.rejectTitle(entry.name)
            : target === 'returned'
              ? m.returnTitle(entry.name)
              : target === 'replaced'
                ? m.replaceTitle(entry.name)
                : m.shortlistTitle(entry.name);
  const description =
    target === 'hired'
      ? m.hireText
      : target === 'rejected'
        ? m.rejectText
        : target === 'shortlisted'
          ? m.shortlistText
          : target === 'returned'
            ? m.returnText
            : target === 'replaced'
              ? m.replaceText
              : undefined;
  const formError =
    mutation.isError && Object.keys(errors).length === 0
      ? failureMessage(mutation.error, 'Failed to update the candidate', m.failed)
      : undefined;
  const formId = `move-${entry.id}`;
  const calendarLabels = {
    calendarButtonLabel: m.calendar,
    previousMonthLabel: m.previousMonth,
    nextMonthLabel: m.nextMonth,
  };

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
        title={title}
        description={description}
        closeLabel={t.common.close}
        footer={
          <div className={dialogStyles.footer}>
            <Button variant="secondary" onPress={onClose} isDisabled={mutation.isPending}>
              {t.common.cancel}
            </Button>
            <Button
              type="submit"
              form={formId}
              variant={target === 'rejected' ? 'danger' : 'primary'}
              isPending={mutation.isPending}
              pendingLabel={t.common.saving}
            >
              {m.confirm}
            </Button>
          </div>
        }
      >
        <form id={formId} onSubmit={submit} noValidate className={dialogStyles.form}>
          {target === 'interview' && (
            <>
              <DatePicker
                label={m.interviewDate}
                isRequired
                minValue={today(getLocalTimeZone())}
                value={dateValue(draft.interviewDate)}
                onChange={(value) => set('interviewDate')(value ? value.toString() : null)}
                isInvalid={Boolean(errors.interviewDate)}
                errorMessage={errors.interviewDate}
                {...calendarLabels}
              />
              <Select
                label={m.interviewTime}
                placeholder={m.chooseTime}
                isRequired
                items={timeSlots(draft.interviewTime).map((slot) => ({
                  id: slot,
                  label: timeLabel(slot, locale),
                }))}
                selectedKey={draft.interviewTime}
                onSelectionChange={(key) => set('interviewTime')(key === null ? null : String(key))}
                isInvalid={Boolean(errors.interviewTime)}
                errorMessage={errors.interviewTime}
              />
            </>
          )}
          {target === 'selected' && (
            <>
              <Select
                label={m.selectionType}
                placeholder={m.chooseType}
                isRequired
                items={SELECTION_TYPES.map((type) => ({ id: type, label: t.selectionType[type] }))}
                selectedKey={draft.selectionType}
                onSelectionChange={(key) => set('selectionType')(key === null ? null : String(key))}
                isInvalid={Boolean(errors.selectionType)}
                errorMessage={errors.selectionType}
              />
              <DatePicker
                label={m.selectionDate}
                isRequired
                value={dateValue(draft.selectionDate)}
                onChange={(value) => set('selectionDate')(value ? value.toString() : null)}
                isInvalid={Boolean(errors.selectionDate)}
                errorMessage={errors.selectionDate}
                {...calendarLabels}
              />
            </>
          )}
          {target === 'returned' && (
            <DatePicker
              label={m.returnedOn}
              isRequired
              minValue={dateValue(entry.hiredOn) ?? undefined}
              value={dateValue(draft.returnedOn)}
              onChange={(value) => set('returnedOn')(value ? value.toString() : null)}
              isInvalid={Boolean(errors.returnedOn)}
              errorMessage={errors.returnedOn}
              {...calendarLabels}
            />
          )}
          {target === 'replaced' && (
            <DatePicker
              label={m.replacedOn}
              isRequired
              minValue={dateValue(entry.returnedOn) ?? undefined}
              value={dateValue(draft.replacedOn)}
              onChange={(value) => set('replacedOn')(value ? value.toString() : null)}
              isInvalid={Boolean(errors.replacedOn)}
              errorMessage={errors.replacedOn}
              {...calendarLabels}
            />
          )}
          {formError && (
            <p role="alert" className={styles.alert}>
              {formError}
            </p>
          )}
        </form>
      </Dialog>
    </Modal>
  );
}
