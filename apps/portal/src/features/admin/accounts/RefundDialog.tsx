import {
  fromFils,
  REFUND_REASON_MAX,
  toFils,
  type AdminInvoiceRow,
  type InvoiceDetail,
  type RefundInvoiceBody,
} from '@bayti/data/contract';
import { routeKey } from '@bayti/data/client/route-call';
import { adminAccountsRoutes, employerRoutes } from '@bayti/data/contract/routes';
import { Radio, RadioGroup, TextArea } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { apiCall } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import { FormDialog, submitWith } from '../../shared/forms/FormDialog';
import { clearingFieldProps, onFields, resolverOf } from '../../shared/forms/checked-form';
import { setServerErrors } from '../../shared/forms/server-errors';
import { parseAedInput } from '../../shared/money/aed-input';
import layout from '../../shared/page/Page.module.css';
import { useOfficeText } from '../office/use-office-text';
import { AedAmountField } from './AedAmountField';

export interface RefundDialogProps {
  invoice: AdminInvoiceRow;
  onClose: () => void;
  /** The refund is made; the invoice as the server answers it now. */
  onRefunded: (invoice: InvoiceDetail) => void;
}

const FAILED = 'Failed to refund the invoice';

interface RefundDraft {
  scope: 'full' | 'partial';
  amount: string;
  reason: string;
}

/**
 * Refund a paid invoice: all that is left of its payment, or part of it, with the reason. The
 * server refunds a card through Stripe and records a transfer, and refuses more than what is
 * left; its refusal shows under the field it concerns, with what was typed kept.
 */
export function RefundDialog({ invoice, onClose, onRefunded }: RefundDialogProps) {
  const { t, aed } = useOfficeText();
  const a = t.accounts;
  const queryClient = useQueryClient();
  const left = fromFils(toFils(invoice.amount) - toFils(invoice.refunded));
  const form = useForm<RefundDraft, unknown, RefundInvoiceBody>({
    defaultValues: { scope: 'full', amount: '', reason: '' },
    reValidateMode: 'onSubmit',
    resolver: resolverOf<RefundDraft, RefundInvoiceBody>((draft) => {
      const full = draft.scope === 'full';
      const amount = full ? null : parseAedInput(draft.amount);
      const reason = draft.reason.trim();
      if ((full || amount !== null) && reason && reason.length <= REFUND_REASON_MAX)
        return { body: { full, amount, reason } };
      return {
        errors: {
          amount: !full && amount === null ? a.invalidAmount : undefined,
          reason: reason ? a.reasonTooLong(REFUND_REASON_MAX) : a.required,
        },
      };
    }),
  });
  const partial = useWatch({ control: form.control, name: 'scope' }) === 'partial';
  const mutation = useMutation({
    mutationFn: (body: RefundInvoiceBody) =>
      apiCall(
        employerRoutes.refundInvoice,
        { params: { id: invoice.id }, body },
        { fallbackMessage: FAILED },
      ),
    onSuccess: async ({ invoice: refunded }) => {
      // The invoice's row shows what was refunded; a full refund ends the order's plan.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: routeKey(adminAccountsRoutes.adminInvoices) }),
        queryClient.invalidateQueries({ queryKey: routeKey(adminAccountsRoutes.adminOrders) }),
      ]);
      onRefunded(refunded);
    },
    onError: (error) =>
      setServerErrors(onFields(form.setError, { amount: 'amount', reason: 'reason' }), error),
  });
  const fieldErrorShown = Object.keys(form.formState.errors).length > 0;
  return (
    <FormDialog
      title={a.refundTitle(invoice.invoiceNo)}
      description={a.refundText(invoice.client, aed(invoice.amount), aed(left))}
      labels={t.common}
      confirm={a.refund}
      formId={`refund-${invoice.id}`}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, mutation)}
      formClassName={layout.column}
      error={
        mutation.isError && !fieldErrorShown
          ? failureMessage(mutation.error, FAILED, a.refundFailed)
          : undefined
      }
      errorClassName={layout.dangerBox}
    >
      <Controller
        control={form.control}
        name="scope"
        render={(c) => {
          const { value, onChange, ...props } = clearingFieldProps(c, form.clearErrors);
          return (
            <RadioGroup
              label={a.refundScope}
              validationBehavior="aria"
              value={value}
              onChange={(next) => {
                onChange(next as RefundDraft['scope']);
                form.clearErrors('amount');
              }}
              {...props}
            >
              <Radio value="full">{a.refundFull(aed(left))}</Radio>
              <Radio value="partial">{a.refundPartial}</Radio>
            </RadioGroup>
          );
        }}
      />
      {partial && (
        <AedAmountField
          control={form.control}
          clearErrors={form.clearErrors}
          name="amount"
          label={a.refundAmount}
        />
      )}
      <Controller
        control={form.control}
        name="reason"
        render={(c) => (
          <TextArea
            label={a.refundReason}
            isRequired
            validationBehavior="aria"
            rows={3}
            {...clearingFieldProps(c, form.clearErrors)}
          />
        )}
      />
    </FormDialog>
  );
}
