import {
  RETURN_REASONS,
  SELECTION_TYPES,
  type EmployerPipelineCandidate,
  type UpdatePipelineBody,
} from '@bayti/data/contract';
import { employerRoutes } from '@bayti/data/contract/routes/employer';
import { DatePicker, Select } from '@bayti/ui';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { apiCall, apiQuery } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import { FormDialog, submitWith } from '../../shared/forms/FormDialog';
import { clearingFieldProps, resolverOf } from '../../shared/forms/checked-form';
import { setServerErrors } from '../../shared/forms/server-errors';
import layout from '../../shared/page/Page.module.css';
import { useMessages } from '../../../i18n/use-messages';
import { refreshRefundCases } from '../../shared/refunds/queries';
import { refreshAfterMove } from '../queries';
import { useEmployerText } from '../use-employer-text';
import { buildMove, MOVE_TARGET, type DialogMove, type MoveDraft } from './moves';
import dialogStyles from './MoveDialog.module.css';

export interface MoveDialogProps {
  entry: EmployerPipelineCandidate;
  action: DialogMove;
  onClose: () => void;
  /** Called once the server has stored the move, with the row as it now is. */
  onMoved: (entry: EmployerPipelineCandidate) => void;
}

const dateValue = (iso: string | null) => (iso ? parseDate(iso) : null);

/**
 * Moves a candidate along the family's pipeline: a selection asks for its type and date, a return
 * for its day and reason, a replacement for its day and who, rejecting and shortlisting again for a confirmation.
 * A refusal keeps the dialog open with what was typed, the server's message and its field errors.
 */
export function MoveDialog({ entry, action, onClose, onMoved }: MoveDialogProps) {
  const text = useEmployerText();
  const { t } = text;
  const m = t.move;
  const r = useMessages().refunds;
  const queryClient = useQueryClient();
  // A replacement names one of the family's hired workers (the server checks it is hers).
  const hired = useQuery({
    ...apiQuery(employerRoutes.employerPipeline, { query: { status: 'hired', pageSize: 100 } }),
    enabled: MOVE_TARGET[action] === 'replaced',
  });
  const form = useForm<MoveDraft, unknown, UpdatePipelineBody>({
    defaultValues: {
      selectionType: entry.selectionType,
      selectionDate: entry.selectionDate,
      returnedOn: entry.returnedOn,
      returnReason: null,
      replacedOn: entry.replacedOn,
      replacementEntryId: null,
    },
    reValidateMode: 'onSubmit',
    resolver: resolverOf((draft) => {
      const built = buildMove(action, draft);
      if (!('errors' in built)) return built;
      // Our own words for the fields the contract found missing.
      const errors: Partial<Record<string, string>> = built.errors;
      const own: Partial<Record<string, string>> = { ...m.errors, returnReason: r.reasonRequired };
      return {
        errors: Object.fromEntries(
          Object.keys(errors).map((field) => [field, own[field] ?? errors[field]]),
        ),
      };
    }),
  });

  const mutation = useMutation({
    mutationFn: (body: UpdatePipelineBody) =>
      apiCall(
        employerRoutes.updatePipeline,
        { params: { id: entry.id }, body },
        { fallbackMessage: 'Failed to update the candidate' },
      ),
    onSuccess: async ({ candidate: moved }) => {
      // A return may open a refund case, a replacement links one.
      await Promise.all([refreshAfterMove(queryClient), refreshRefundCases(queryClient)]);
      onMoved(moved);
    },
    onError: (error) => setServerErrors(form.setError, error),
  });

  const target = MOVE_TARGET[action];
  const title =
    target === 'selected'
      ? m.selectTitle(entry.name)
      : target === 'rejected'
        ? m.rejectTitle(entry.name)
        : target === 'returned'
          ? m.returnTitle(entry.name)
          : target === 'replaced'
            ? m.replaceTitle(entry.name)
            : m.shortlistTitle(entry.name);
  const description =
    target === 'rejected'
      ? m.rejectText
      : target === 'shortlisted'
        ? m.shortlistText
        : target === 'returned'
          ? m.returnText
          : target === 'replaced'
            ? m.replaceText
            : undefined;
  const formError =
    mutation.isError && Object.keys(form.formState.errors).length === 0
      ? failureMessage(mutation.error, 'Failed to update the candidate', m.failed)
      : undefined;
  const formId = `move-${entry.id}`;
  const calendarLabels = {
    calendarButtonLabel: m.calendar,
    previousMonthLabel: m.previousMonth,
    nextMonthLabel: m.nextMonth,
  };

  const date = (
    name: 'selectionDate' | 'returnedOn' | 'replacedOn',
    label: string,
    minValue?: CalendarDate | null,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={(c) => {
        const { value, onChange, ...props } = clearingFieldProps(c, form.clearErrors);
        return (
          <DatePicker
            label={label}
            isRequired
            minValue={minValue ?? undefined}
            value={dateValue(value)}
            onChange={(next) => onChange(next ? next.toString() : null)}
            {...props}
            {...calendarLabels}
          />
        );
      }}
    />
  );
  const select = (
    name: 'selectionType',
    label: string,
    placeholder: string,
    items: { id: string; label: string }[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={(c) => {
        const { value, onChange, ...props } = clearingFieldProps(c, form.clearErrors);
        return (
          <Select
            label={label}
            placeholder={placeholder}
            isRequired
            items={items}
            selectedKey={value}
            onSelectionChange={(key) => onChange(key === null ? null : String(key))}
            {...props}
          />
        );
      }}
    />
  );

  return (
    <FormDialog
      title={title}
      description={description}
      labels={t.common}
      confirm={m.confirm}
      variant={target === 'rejected' ? 'danger' : 'primary'}
      formId={formId}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, mutation)}
      formClassName={dialogStyles.form}
      error={formError}
      errorClassName={layout.alert}
      errorLast
    >
      {target === 'selected' && (
        <>
          {select(
            'selectionType',
            m.selectionType,
            m.chooseType,
            SELECTION_TYPES.map((type) => ({ id: type, label: t.selectionType[type] })),
          )}
          {date('selectionDate', m.selectionDate)}
        </>
      )}
      {target === 'returned' && (
        <>
          {date('returnedOn', m.returnedOn, dateValue(entry.hiredOn))}
          <Controller
            control={form.control}
            name="returnReason"
            render={(c) => {
              const { value, onChange, ...props } = clearingFieldProps(c, form.clearErrors);
              return (
                <Select
                  label={r.returnReason}
                  placeholder={r.chooseReason}
                  isRequired
                  items={RETURN_REASONS.map((reason) => ({ id: reason, label: r.reasons[reason] }))}
                  selectedKey={value}
                  onSelectionChange={(key) => onChange(key === null ? null : String(key))}
                  {...props}
                />
              );
            }}
          />
          <p className={dialogStyles.note}>{r.directHire}</p>
        </>
      )}
      {target === 'replaced' && (
        <>
          {date('replacedOn', m.replacedOn, dateValue(entry.returnedOn))}
          <Controller
            control={form.control}
            name="replacementEntryId"
            render={(c) => {
              const { value, onChange, ...props } = clearingFieldProps(c, form.clearErrors);
              return (
                <Select
                  label={r.replacement}
                  placeholder={r.chooseReplacement}
                  items={(hired.data?.items ?? [])
                    .filter((row) => row.id !== entry.id)
                    .map((row) => ({ id: String(row.id), label: row.name }))}
                  selectedKey={value === null ? null : String(value)}
                  onSelectionChange={(key) => onChange(key === null ? null : Number(key))}
                  {...props}
                />
              );
            }}
          />
        </>
      )}
    </FormDialog>
  );
}
