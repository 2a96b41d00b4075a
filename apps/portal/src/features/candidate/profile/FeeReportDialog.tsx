import { FEE_REPORT_NOTE_MAX, FEE_REPORT_WHO_MAX, type FeeReportBody } from '@bayti/data/contract';
import { listingsRoutes } from '@bayti/data/contract/routes/listings';
import { TextArea, TextField } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { apiCall } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import { FormDialog, submitWith } from '../../shared/forms/FormDialog';
import {
  clearingFieldProps,
  onFields,
  resolverOf,
  type Checked,
} from '../../shared/forms/checked-form';
import { setServerErrors } from '../../shared/forms/server-errors';
import layout from '../../shared/page/Page.module.css';
import { useCandidateFormat } from '../use-candidate-format';
import styles from './FeeReport.module.css';

/** The client's English words for a failed report (the server's own message wins). */
const REPORT_FAILED = 'The report could not be sent.';

export interface FeeReportDialogProps {
  onClose: () => void;
  /** The report was received. */
  onSent: () => void;
}

/**
 * A worker who was asked to pay tells Bayti who asked and what happened. Both are checked before
 * sending with the contract's words; a refusal keeps what she typed.
 */
export function FeeReportDialog({ onClose, onSent }: FeeReportDialogProps) {
  const { t, number } = useCandidateFormat();
  const f = t.feeReport;
  const formId = useId();
  const form = useForm<FeeReportBody, unknown, FeeReportBody>({
    defaultValues: { askedBy: '', note: '' },
    reValidateMode: 'onSubmit',
    resolver: resolverOf((draft): Checked<FeeReportBody> => {
      const askedBy = draft.askedBy.trim();
      const note = draft.note.trim();
      const errors = {
        askedBy: !askedBy
          ? f.askedByRequired
          : askedBy.length > FEE_REPORT_WHO_MAX
            ? f.tooLong(number(FEE_REPORT_WHO_MAX))
            : undefined,
        note: !note
          ? f.noteRequired
          : note.length > FEE_REPORT_NOTE_MAX
            ? f.tooLong(number(FEE_REPORT_NOTE_MAX))
            : undefined,
      };
      if (errors.askedBy || errors.note) return { errors };
      return { body: { askedBy, note } };
    }),
  });
  const mutation = useMutation({
    mutationFn: (body: FeeReportBody) => apiCall(listingsRoutes.reportFeeAsked, { body }),
    onSuccess: onSent,
    onError: (error) =>
      setServerErrors(onFields(form.setError, { askedBy: 'askedBy', note: 'note' }), error),
  });
  const fieldError = Object.keys(form.formState.errors).length > 0;
  return (
    <FormDialog
      title={f.dialogTitle}
      description={f.dialogDescription}
      labels={f.frame}
      confirm={f.send}
      pendingLabel={f.sending}
      formId={formId}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, mutation)}
      formClassName={`${layout.column} ${styles.form}`}
      error={
        mutation.isError && !fieldError
          ? failureMessage(mutation.error, REPORT_FAILED, f.failed)
          : undefined
      }
      errorClassName={layout.dangerBox}
    >
      <Controller
        control={form.control}
        name="askedBy"
        render={(c) => (
          <TextField
            label={f.askedBy}
            description={f.askedByHint}
            isRequired
            validationBehavior="aria"
            {...clearingFieldProps(c, form.clearErrors)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="note"
        render={(c) => (
          <TextArea
            label={f.note}
            description={f.noteHint}
            isRequired
            validationBehavior="aria"
            rows={4}
            {...clearingFieldProps(c, form.clearErrors)}
          />
        )}
      />
    </FormDialog>
  );
}
