import { refundCasesRoutes } from '@bayti/data/contract/routes';
import type { RecordRefundBody, RefundCase } from '@bayti/data/contract';
import { TextField } from '@bayti/ui';
import { parseDate, today } from '@internationalized/date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { apiCall } from '../../../api';
import { failureMessage } from '../error-message';
import { FormDateField } from '../forms/FormDateField';
import { FormDialog, submitWith } from '../forms/FormDialog';
import { fieldProps, onFields, resolverOf } from '../forms/checked-form';
import { setServerErrors } from '../forms/server-errors';
import layout from '../page/Page.module.css';
import { refreshRefundCases } from './queries';
import { useRefundText } from './use-refund-text';

export interface RecordRefundDialogProps {
  item: RefundCase;
  onClose: () => void;
  onSaved: (saved: RefundCase) => void;
}

const FAILED = 'Failed to record the refund';

interface RefundDraft {
  paidOn: string | null;
  reference: string;
}

/**
 * The agency (or an admin) records the refund paid to the family: the day and the transfer's
 * reference. The server keeps who recorded it and refuses a day before the return or a second
 * record; its refusal keeps the dialog open with its words.
 */
export function RecordRefundDialog({ item, onClose, onSaved }: RecordRefundDialogProps) {
  const text = useRefundText();
  const { t } = text;
  const r = t.record;
  const common = text.messages.agencyOps.common;
  const queryClient = useQueryClient();
  const form = useForm<RefundDraft, unknown, RecordRefundBody>({
    defaultValues: { paidOn: today('Asia/Dubai').toString(), reference: '' },
    reValidateMode: 'onSubmit',
    resolver: resolverOf<RefundDraft, RecordRefundBody>((draft) => {
      const reference = draft.reference.trim();
      if (draft.paidOn !== null && reference !== '')
        return { body: { paidOn: draft.paidOn, reference } };
      return {
        errors: {
          paidOn: draft.paidOn === null ? common.required : undefined,
          reference: reference === '' ? common.required : undefined,
        },
      };
    }),
  });

  const mutation = useMutation({
    mutationFn: (body: RecordRefundBody) =>
      apiCall(
        refundCasesRoutes.recordRefundPaid,
        { params: { id: item.id }, body },
        { fallbackMessage: FAILED },
      ),
    onSuccess: async ({ case: saved }) => {
      await refreshRefundCases(queryClient);
      onSaved(saved);
    },
    onError: (error) =>
      setServerErrors(onFields(form.setError, { paidOn: 'paidOn', reference: 'reference' }), error),
  });

  const fieldErrorShown = Object.keys(form.formState.errors).length > 0;
  const formError =
    mutation.isError && !fieldErrorShown
      ? failureMessage(mutation.error, FAILED, r.failed)
      : undefined;

  return (
    <FormDialog
      title={r.title(item.candidate.name)}
      description={r.description(text.aed(item.amountDue), item.family.name)}
      labels={common}
      confirm={r.confirm}
      formId={`refund-${item.id}`}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, mutation)}
      formClassName={layout.column}
      error={formError}
      errorClassName={layout.dangerBox}
    >
      <FormDateField
        control={form.control}
        name="paidOn"
        label={r.paidOn}
        isRequired
        minValue={parseDate(item.returnedOn)}
        maxValue={today('Asia/Dubai')}
        onChange={() => form.clearErrors('paidOn')}
        calendarButtonLabel={common.calendar}
        previousMonthLabel={common.previousMonth}
        nextMonthLabel={common.nextMonth}
      />
      <Controller
        control={form.control}
        name="reference"
        render={(c) => <TextField label={r.reference} isRequired {...fieldProps(c)} />}
      />
    </FormDialog>
  );
}
