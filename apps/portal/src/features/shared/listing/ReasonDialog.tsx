import { Checkbox, TextArea, type ButtonProps } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { failureMessage } from '../error-message';
import { FormDialog, submitWith } from '../forms/FormDialog';
import { clearingFieldProps, onFields, resolverOf } from '../forms/checked-form';
import { setServerErrors } from '../forms/server-errors';
import layout from '../page/Page.module.css';
import { useListingText } from './use-listing-text';
import styles from './Listing.module.css';
import { checkReason, type ReasonDraft, type ReasonInput } from './reason-form';

export interface ReasonDialogProps {
  title: string;
  description: string;
  /** The confirming button's text, e.g. "Reject". */
  confirm: string;
  variant?: ButtonProps['variant'];
  /** A refusal, hide or deactivation needs its reason; a dismissal's note may be left empty. */
  isRequired?: boolean;
  /** 'note' labels the field Note instead of Reason. */
  field?: 'reason' | 'note';
  /** The field's own label where neither fits (e.g. "What Bayti did"). */
  label?: string;
  /** A checkbox under the text (e.g. "Also hide the profile"), sent as `option`. */
  option?: string;
  /** The call the dialog makes; it stays open with the server's words if it fails. */
  action: (input: ReasonInput) => Promise<unknown>;
  /** The client's English sentence for a failure, and ours in the reader's language. */
  failure: { english: string; local: string };
  onClose: () => void;
  onDone: () => void;
}

/**
 * A moderation action that takes a reason: Reject, Request changes, Hide, Deactivate, Uphold or
 * Dismiss a report. The reason is checked before sending (required, not too long), the server's
 * field error lands under it, and a refusal keeps what was typed.
 */
export function ReasonDialog({
  title,
  description,
  confirm,
  variant = 'primary',
  isRequired = true,
  field = 'reason',
  label,
  option,
  action,
  failure,
  onClose,
  onDone,
}: ReasonDialogProps) {
  const { l, number } = useListingText();
  const formId = useId();
  const form = useForm<ReasonDraft, unknown, ReasonInput>({
    defaultValues: { reason: '', option: false },
    reValidateMode: 'onSubmit',
    resolver: resolverOf((draft) =>
      checkReason(draft, isRequired, {
        required: l.reasonField.required,
        tooLong: (max) => l.reasonField.tooLong(number(max)),
      }),
    ),
  });
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: onDone,
    // The server names the text 'reason' or, for a report, 'note': either is this field.
    onError: (error) =>
      setServerErrors(onFields(form.setError, { reason: 'reason', note: 'reason' }), error),
  });
  const fieldError = Object.keys(form.formState.errors).length > 0;
  return (
    <FormDialog
      title={title}
      description={description}
      labels={l.frame}
      confirm={confirm}
      pendingLabel={confirm}
      variant={variant}
      formId={formId}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, mutation)}
      formClassName={`${layout.column} ${styles.form}`}
      error={
        mutation.isError && !fieldError
          ? failureMessage(mutation.error, failure.english, failure.local)
          : undefined
      }
      errorClassName={layout.dangerBox}
    >
      <Controller
        control={form.control}
        name="reason"
        render={(c) => (
          <TextArea
            label={label ?? l.reasonField[field]}
            isRequired={isRequired}
            validationBehavior="aria"
            rows={4}
            {...clearingFieldProps(c, form.clearErrors)}
          />
        )}
      />
      {option && (
        <Controller
          control={form.control}
          name="option"
          render={({ field: checkbox }) => (
            <Checkbox isSelected={checkbox.value} onChange={checkbox.onChange}>
              {option}
            </Checkbox>
          )}
        />
      )}
    </FormDialog>
  );
}
