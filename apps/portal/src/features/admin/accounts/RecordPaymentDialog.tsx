import type { AdminInvoiceRow, RecordInvoicePaymentBody } from '@bayti/data/contract';
import { routeKey } from '@bayti/data/client/route-call';
import { adminAccountsRoutes, employerRoutes } from '@bayti/data/contract/routes';
import { TextField } from '@bayti/ui';
import { today } from '@internationalized/date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { apiCall } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import { FormDateField } from '../../shared/forms/FormDateField';
import { FormDialog, submitWith } from '../../shared/forms/FormDialog';
import { fieldProps, onFields, resolverOf } from '../../shared/forms/checked-form';
import { setServerErrors } from '../../shared/forms/server-errors';
import { parseAedInput } from '../../shared/money/aed-input';
import layout from '../../shared/page/Page.module.css';
import { useOfficeText } from '../office/use-office-text';
import { AedAmountField } from './AedAmountField';

export interface RecordPaymentDialogProps {
  invoice: AdminInvoiceRow;
  onClose: () => void;
  onPaid: () => void;
}

const FAILED = 'Failed to record the payment';

interface PaymentDraft {
  amount: string;
  receivedOn: string | null;
  reference: string;
}

/**
 * A bank transfer that arrived for a pending invoice, as the statement shows it: the amount, the
 * day and the reference. The server checks the amount against the total and the day; its refusal
 * keeps what was typed, under the field it concerns. Recorded, the family's plan starts.
 */
export function RecordPaymentDialog({ invoice, onClose, onPaid }: RecordPaymentDialogProps) {
  const { t, amount: aed } = useOfficeText();
  const a = t.accounts;
  const queryClient = useQueryClient();
  const form = useForm<PaymentDraft, unknown, RecordInvoicePaymentBody>({
    defaultValues: { amount: '', receivedOn: today('Asia/Dubai').toString(), reference: '' },
    reValidateMode: 'onSubmit',
    resolver: resolverOf<PaymentDraft, RecordInvoicePaymentBody>((draft) => {
      const amount = parseAedInput(draft.amount);
      const reference = draft.reference.trim();
      if (amount !== null && draft.receivedOn !== null && reference)
        return {
          body: { method: 'bank_transfer', amount, receivedOn: draft.receivedOn, reference },
        };
      return {
        errors: {
          amount: amount === null ? a.invalidAmount : undefined,
          receivedOn: draft.receivedOn === null ? a.required : undefined,
          reference: reference ? undefined : a.required,
        },
      };
    }),
  });
  const mutation = useMutation({
    mutationFn: (body: RecordInvoicePaymentBody) =>
      apiCall(
        employerRoutes.recordInvoicePayment,
        { params: { id: invoice.id }, body },
        { fallbackMessage: FAILED },
      ),
    onSuccess: async () => {
      // The invoice and its order both show the payment.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: routeKey(adminAccountsRoutes.adminInvoices) }),
        queryClient.invalidateQueries({ queryKey: routeKey(adminAccountsRoutes.adminOrders) }),
      ]);
      onPaid();
    },
    onError: (error) =>
      setServerErrors(
        onFields(form.setError, {
          amount: 'amount',
          receivedOn: 'receivedOn',
          reference: 'reference',
        }),
        error,
      ),
  });
  const fieldErrorShown = Object.keys(form.formState.errors).length > 0;
  return (
    <FormDialog
      title={a.recordPaymentTitle(invoice.invoiceNo)}
      description={a.recordPaymentText(invoice.client, aed(invoice.amount))}
      labels={t.common}
      confirm={a.recordPayment}
      formId={`payment-${invoice.id}`}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, mutation)}
      formClassName={layout.column}
      error={
        mutation.isError && !fieldErrorShown
          ? failureMessage(mutation.error, FAILED, a.markPaidFailed)
          : undefined
      }
      errorClassName={layout.dangerBox}
    >
      <TextField label={a.method} value={a.bankTransfer} isReadOnly />
      <AedAmountField
        control={form.control}
        clearErrors={form.clearErrors}
        name="amount"
        label={a.amountReceived}
      />
      <FormDateField
        control={form.control}
        name="receivedOn"
        label={a.receivedOn}
        isRequired
        maxValue={today('Asia/Dubai')}
        onChange={() => form.clearErrors('receivedOn')}
        calendarButtonLabel={a.calendar}
        previousMonthLabel={a.previousMonth}
        nextMonthLabel={a.nextMonth}
      />
      <Controller
        control={form.control}
        name="reference"
        render={(c) => <TextField label={a.reference} isRequired {...fieldProps(c)} />}
      />
    </FormDialog>
  );
}
