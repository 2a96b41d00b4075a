import { agencyAccountsRoutes, agencyAnalyticsRoutes } from '@bayti/data/contract/routes';
import type { AccountRow } from '@bayti/data/contract';
import { TextField } from '@bayti/ui';
import { today } from '@internationalized/date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { apiCall } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import { FormDateField } from '../../shared/forms/FormDateField';
import { FormDialog, submitWith } from '../../shared/forms/FormDialog';
import {
  clearingFieldProps,
  fieldProps,
  onFields,
  resolverOf,
} from '../../shared/forms/checked-form';
import { setServerErrors } from '../../shared/forms/server-errors';
import layout from '../../shared/page/Page.module.css';
import styles from '../shared/AgencyPage.module.css';
import { useOpsText } from '../recruitments/use-ops-text';
import { refreshReads } from '../shared/refresh-reads';
import { parseAedInput } from '../../shared/money/aed-input';

export interface AmountDialogProps {
  account: AccountRow;
  /** A payment received, or the amount payable (the agency's fee). */
  kind: 'payment' | 'fee';
  onClose: () => void;
  onSaved: (account: AccountRow, amount: number) => void;
}

/** The client's sentences when the server sends none; shown in the reader's language. */
const PAYMENT_FAILED = 'Failed to record the payment';
const FEE_FAILED = 'Failed to save the amount payable';

interface AmountDraft {
  amount: string;
  receivedOn: string | null;
  reference: string;
}
type AmountBody = { amount: number; receivedOn: string; reference: string };

/**
 * Records a payment received from the family (amount, day, reference) or sets the amount payable.
 * The server checks the balance; its refusal keeps the dialog open with its words.
 */
export function AmountDialog({ account, kind, onClose, onSaved }: AmountDialogProps) {
  const text = useOpsText();
  const { t } = text;
  const a = t.accounts;
  const queryClient = useQueryClient();
  const form = useForm<AmountDraft, unknown, AmountBody>({
    defaultValues: {
      amount: kind === 'fee' ? account.amountPayable.toFixed(2) : '',
      receivedOn: today('Asia/Dubai').toString(),
      reference: '',
    },
    reValidateMode: 'onSubmit',
    resolver: resolverOf<AmountDraft, AmountBody>((draft) => {
      const amount = parseAedInput(draft.amount, kind === 'fee');
      const receivedOn = kind === 'payment' ? draft.receivedOn : '';
      if (amount !== null && receivedOn !== null) return { body: { ...draft, amount, receivedOn } };
      return {
        errors: {
          amount: amount === null ? a.payment.invalidAmount : undefined,
          receivedOn: receivedOn === null ? t.common.required : undefined,
        },
      };
    }),
  });

  const mutation = useMutation({
    mutationFn: ({ amount, receivedOn, reference }: AmountBody) =>
      kind === 'payment'
        ? apiCall(
            agencyAccountsRoutes.recordAgencyPayment,
            { params: { id: account.id }, body: { amount, receivedOn, reference } },
            { fallbackMessage: PAYMENT_FAILED },
          )
        : apiCall(
            agencyAccountsRoutes.updateAgencyAccount,
            { params: { id: account.id }, body: { amountPayable: amount } },
            { fallbackMessage: FEE_FAILED },
          ),
    onSuccess: async ({ account: saved }, { amount }) => {
      // The accounts' rows and totals, and the analytics' and reports' money, follow.
      await refreshReads(queryClient, [
        agencyAccountsRoutes.agencyAccounts,
        agencyAnalyticsRoutes.agencyAnalytics,
        agencyAnalyticsRoutes.agencyReports,
      ]);
      onSaved(saved, amount);
    },
    onError: (error) =>
      setServerErrors(
        onFields(form.setError, {
          amount: 'amount',
          amountPayable: 'amount',
          receivedOn: 'receivedOn',
          reference: 'reference',
        }),
        error,
      ),
  });

  const fieldErrorShown = Object.keys(form.formState.errors).length > 0;
  const failed = kind === 'payment' ? a.payment.failed : a.fee.failed;
  const formError =
    mutation.isError && !fieldErrorShown
      ? failureMessage(mutation.error, kind === 'payment' ? PAYMENT_FAILED : FEE_FAILED, failed)
      : undefined;
  const formId = `${kind}-${account.id}`;

  return (
    <FormDialog
      title={
        kind === 'payment' ? a.payment.title(account.candidate) : a.fee.title(account.candidate)
      }
      description={
        kind === 'payment' ? a.payment.description(text.aed(account.balance)) : a.fee.description
      }
      labels={t.common}
      confirm={kind === 'payment' ? a.payment.confirm : a.fee.confirm}
      formId={formId}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, mutation)}
      formClassName={`${layout.column} ${styles.form}`}
      error={formError}
      errorClassName={`${layout.dangerBox} ${styles.formError}`}
    >
      <Controller
        control={form.control}
        name="amount"
        render={(c) => (
          <TextField
            label={kind === 'payment' ? a.payment.amount : a.fee.amount}
            isRequired
            inputMode="decimal"
            {...clearingFieldProps(c, form.clearErrors)}
          />
        )}
      />
      {kind === 'payment' && (
        <>
          <FormDateField
            control={form.control}
            name="receivedOn"
            label={a.payment.receivedOn}
            isRequired
            maxValue={today('Asia/Dubai')}
            onChange={() => form.clearErrors('receivedOn')}
            calendarButtonLabel={t.common.calendar}
            previousMonthLabel={t.common.previousMonth}
            nextMonthLabel={t.common.nextMonth}
          />
          <Controller
            control={form.control}
            name="reference"
            render={(c) => <TextField label={a.payment.reference} {...fieldProps(c)} />}
          />
        </>
      )}
    </FormDialog>
  );
}
