import {
  agencyAccountKeys,
  agencyAnalyticsKeys,
  isApiError,
  recordAgencyPayment,
  updateAgencyAccount,
} from '@bayti/data/client';
import type { AccountRow } from '@bayti/data/contract';
import { DatePicker, Dialog, Modal, TextField } from '@bayti/ui';
import { parseDate, today } from '@internationalized/date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import styles from '../shared/AgencyPage.module.css';
import { FormDialogFooter } from '../recruitments/OpsParts';
import { useOpsText } from '../recruitments/use-ops-text';
import { parseAedInput } from './accounts-search';

export interface AmountDialogProps {
  account: AccountRow;
  /** A payment received, or the amount payable (the agency's fee). */
  kind: 'payment' | 'fee';
  onClose: () => void;
  onSaved: (account: AccountRow, amount: number) => void;
}

type Errors = Partial<Record<'amount' | 'receivedOn' | 'reference', string>>;

/**
 * Records a payment received from the family (amount, day, reference) or sets the amount payable.
 * The server checks the balance; its refusal keeps the dialog open with its words.
 */
export function AmountDialog({ account, kind, onClose, onSaved }: AmountDialogProps) {
  const text = useOpsText();
  const { t } = text;
  const a = t.accounts;
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(kind === 'fee' ? account.amountPayable.toFixed(2) : '');
  const [receivedOn, setReceivedOn] = useState<string | null>(today('Asia/Dubai').toString());
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const mutation = useMutation({
    mutationFn: (value: number) =>
      kind === 'payment'
        ? recordAgencyPayment(api, account.id, {
            amount: value,
            receivedOn: receivedOn ?? '',
            reference,
          })
        : updateAgencyAccount(api, account.id, { amountPayable: value }),
    onSuccess: async (saved, value) => {
      await Promise.all(
        [agencyAccountKeys.all, agencyAnalyticsKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      onSaved(saved, value);
    },
    onError: (error) => {
      if (isApiError(error) && error.fields) {
        setErrors({
          amount: error.fields.amount ?? error.fields.amountPayable,
          receivedOn: error.fields.receivedOn,
          reference: error.fields.reference,
        });
      }
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.reset();
    const value = parseAedInput(amount, kind === 'fee');
    const found: Errors = {};
    if (value === null) found.amount = a.payment.invalidAmount;
    if (kind === 'payment' && !receivedOn) found.receivedOn = t.common.required;
    setErrors(found);
    if (value !== null && Object.keys(found).length === 0) mutation.mutate(value);
  };

  const fieldErrorShown = Object.values(errors).some(Boolean);
  const failed = kind === 'payment' ? a.payment.failed : a.fee.failed;
  const formError =
    mutation.isError && !fieldErrorShown
      ? failureMessage(
          mutation.error,
          kind === 'payment' ? 'Failed to record the payment' : 'Failed to save the amount payable',
          failed,
        )
      : undefined;
  const formId = `${kind}-${account.id}`;

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
        title={
          kind === 'payment' ? a.payment.title(account.candidate) : a.fee.title(account.candidate)
        }
        description={
          kind === 'payment' ? a.payment.description(text.aed(account.balance)) : a.fee.description
        }
        closeLabel={t.common.close}
        footer={
          <FormDialogFooter
            formId={formId}
            isPending={mutation.isPending}
            confirm={kind === 'payment' ? a.payment.confirm : a.fee.confirm}
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
          <TextField
            label={kind === 'payment' ? a.payment.amount : a.fee.amount}
            isRequired
            inputMode="decimal"
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setErrors(({ amount: _dropped, ...rest }) => rest);
            }}
            isInvalid={Boolean(errors.amount)}
            errorMessage={errors.amount}
          />
          {kind === 'payment' && (
            <>
              <DatePicker
                label={a.payment.receivedOn}
                isRequired
                maxValue={today('Asia/Dubai')}
                value={receivedOn ? parseDate(receivedOn) : null}
                onChange={(value) => {
                  setReceivedOn(value ? value.toString() : null);
                  setErrors(({ receivedOn: _dropped, ...rest }) => rest);
                }}
                isInvalid={Boolean(errors.receivedOn)}
                errorMessage={errors.receivedOn}
                calendarButtonLabel={t.common.calendar}
                previousMonthLabel={t.common.previousMonth}
                nextMonthLabel={t.common.nextMonth}
              />
              <TextField
                label={a.payment.reference}
                value={reference}
                onChange={setReference}
                isInvalid={Boolean(errors.reference)}
                errorMessage={errors.reference}
              />
            </>
          )}
        </form>
      </Dialog>
    </Modal>
  );
}
