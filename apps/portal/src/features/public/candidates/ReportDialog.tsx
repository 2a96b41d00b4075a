import {
  PROFILE_REPORT_NOTE_MAX,
  PROFILE_REPORT_REASONS,
  type ProfileReportBody,
} from '@bayti/data/contract';
import { listingsRoutes } from '@bayti/data/contract/routes/listings';
import { Radio, RadioGroup, TextArea } from '@bayti/ui';
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
import { useCandidateText } from './use-candidate-text';

type Reason = ProfileReportBody['reason'];
interface ReportDraft {
  reason: Reason | '';
  note: string;
}

/** The client's English words for a failed report (the server's own message wins). */
const REPORT_FAILED = 'The report could not be sent.';

export interface ReportDialogProps {
  candidateId: number;
  candidateName: string;
  onClose: () => void;
  /** The report was received. */
  onSent: () => void;
}

/** A signed-in family reports a profile: one of four reasons, and an optional note. */
export function ReportDialog({ candidateId, candidateName, onClose, onSent }: ReportDialogProps) {
  const text = useCandidateText();
  const r = text.t.report;
  const formId = useId();
  const form = useForm<ReportDraft, unknown, ProfileReportBody>({
    defaultValues: { reason: '', note: '' },
    reValidateMode: 'onSubmit',
    resolver: resolverOf((draft): Checked<ProfileReportBody> => {
      const errors: Record<string, string> = {};
      if (!draft.reason) errors.reason = r.reasonRequired;
      if (draft.note.trim().length > PROFILE_REPORT_NOTE_MAX)
        errors.note = r.noteTooLong(text.number(PROFILE_REPORT_NOTE_MAX));
      if (Object.keys(errors).length > 0 || !draft.reason) return { errors };
      return { body: { reason: draft.reason, note: draft.note.trim() } };
    }),
  });
  const mutation = useMutation({
    mutationFn: (body: ProfileReportBody) =>
      apiCall(listingsRoutes.reportCandidate, { params: { id: candidateId }, body }),
    onSuccess: onSent,
    onError: (error) =>
      setServerErrors(onFields(form.setError, { reason: 'reason', note: 'note' }), error),
  });
  const fieldError = Object.keys(form.formState.errors).length > 0;
  return (
    <FormDialog
      title={r.title}
      description={r.description(candidateName)}
      labels={r.frame}
      confirm={r.send}
      pendingLabel={r.sending}
      formId={formId}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, mutation)}
      formClassName={layout.column}
      error={
        mutation.isError && !fieldError
          ? failureMessage(mutation.error, REPORT_FAILED, r.failed)
          : undefined
      }
      errorClassName={layout.dangerBox}
    >
      <Controller
        control={form.control}
        name="reason"
        render={(c) => {
          const { value, onChange, ...props } = clearingFieldProps(c, form.clearErrors);
          return (
            <RadioGroup
              label={r.reason}
              isRequired
              validationBehavior="aria"
              value={value}
              onChange={(next) => onChange(next as Reason)}
              {...props}
            >
              {PROFILE_REPORT_REASONS.map((reason) => (
                <Radio key={reason} value={reason}>
                  {r.reasons[reason]}
                </Radio>
              ))}
            </RadioGroup>
          );
        }}
      />
      <Controller
        control={form.control}
        name="note"
        render={(c) => (
          <TextArea
            label={r.note}
            description={r.noteHint(text.number(PROFILE_REPORT_NOTE_MAX))}
            validationBehavior="aria"
            rows={3}
            {...clearingFieldProps(c, form.clearErrors)}
          />
        )}
      />
    </FormDialog>
  );
}
