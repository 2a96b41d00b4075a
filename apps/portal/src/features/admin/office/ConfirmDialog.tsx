import type { ButtonProps } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureMessage } from '../../shared/error-message';
import { FormDialog } from '../../shared/forms/FormDialog';
import layout from '../../shared/page/Page.module.css';
import styles from './Office.module.css';
import { useOfficeText } from './use-office-text';

export interface ConfirmDialogProps {
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this user?'. */
  question: string;
  /** The confirming button's text, e.g. "Delete". */
  confirmLabel: string;
  variant?: ButtonProps['variant'];
  /** The call the confirmation makes; the dialog stays open with its message if it fails. */
  action: () => Promise<unknown>;
  /** The client's English message for a failure, and ours in the reader's language. */
  failure: { english: string; local: string };
  onClose: () => void;
  onDone: () => void;
  children?: ReactNode;
}

/** A yes-or-no question before a change on the server, e.g. Delete or Mark Paid. */
export function ConfirmDialog({
  title,
  question,
  confirmLabel,
  variant = 'primary',
  action,
  failure,
  onClose,
  onDone,
  children,
}: ConfirmDialogProps) {
  const { t } = useOfficeText();
  const mutation = useMutation({ mutationFn: action, onSuccess: onDone });
  return (
    <FormDialog
      role="alertdialog"
      title={title}
      description={question}
      labels={t.common}
      confirm={confirmLabel}
      pendingLabel={confirmLabel}
      variant={variant}
      isPending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
      onCancel={onClose}
    >
      {children}
      {mutation.isError && (
        <p role="alert" className={`${layout.alert} ${styles.alert}`}>
          {failureMessage(mutation.error, failure.english, failure.local)}
        </p>
      )}
    </FormDialog>
  );
}
