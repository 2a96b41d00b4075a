import {
  Button,
  Dialog,
  Modal,
  type ButtonProps,
  type DialogProps,
  type ModalSize,
} from '@bayti/ui';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import styles from './FormDialog.module.css';

/** The words of a dialog's frame, as each area's `common` messages carry them. */
export interface FormDialogLabels {
  cancel: string;
  close: string;
  saving: string;
}

export interface FormDialogFooterProps {
  labels: Omit<FormDialogLabels, 'close'>;
  /** The confirming button's text, e.g. "Save". */
  confirm: string;
  /** Shown on the confirming button while the request runs; `labels.saving` by default. */
  pendingLabel?: string;
  variant?: ButtonProps['variant'];
  isPending: boolean;
  onCancel: () => void;
  /** The form the confirming button submits; without it the button calls `onConfirm`. */
  formId?: string;
  onConfirm?: () => void;
}

/** Cancel, then the confirming button; both wait while the request runs. */
export function FormDialogFooter({
  labels,
  confirm,
  pendingLabel = labels.saving,
  variant,
  isPending,
  onCancel,
  formId,
  onConfirm,
}: FormDialogFooterProps) {
  return (
    <div className={styles.footer}>
      <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
        {labels.cancel}
      </Button>
      <Button
        type={formId ? 'submit' : 'button'}
        form={formId}
        variant={variant}
        onPress={onConfirm}
        isPending={isPending}
        pendingLabel={pendingLabel}
      >
        {confirm}
      </Button>
    </div>
  );
}

export interface FormDialogProps extends FormDialogFooterProps {
  labels: FormDialogLabels;
  title: string;
  description?: string;
  size?: ModalSize;
  role?: DialogProps['role'];
  /** With `formId`: the body is that form, sent by the confirming button (see `submitWith`). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  formClassName?: string;
  /** The form's error line, above the fields (or under them with `errorLast`). */
  error?: string | undefined;
  errorClassName?: string;
  errorLast?: boolean;
  children: ReactNode;
}

/**
 * A form's submit: a new try clears the last refusal, then the resolver checks what was typed and
 * only a checked request is sent.
 */
export const submitWith =
  <V extends FieldValues, T>(
    form: UseFormReturn<V, unknown, T>,
    mutation: { reset: () => void; mutate: (body: T) => void },
  ) =>
  (event: FormEvent<HTMLFormElement>) => {
    mutation.reset();
    void form.handleSubmit((body) => mutation.mutate(body))(event);
  };

/**
 * A modal dialog that asks for something and sends it: open at once, closed by Cancel, the close
 * button or Escape (a click outside too), but not while its request runs; the footer holds Cancel
 * and the confirming button. The body (the form and its error line) is the caller's.
 */
export function FormDialog({
  title,
  description,
  size = 'sm',
  role,
  onSubmit,
  formClassName,
  error,
  errorClassName,
  errorLast = false,
  children,
  ...footer
}: FormDialogProps) {
  const errorLine = error && (
    <p role="alert" className={errorClassName}>
      {error}
    </p>
  );
  return (
    <Modal
      isOpen
      isDismissable={!footer.isPending}
      onOpenChange={(isOpen) => {
        if (!isOpen) footer.onCancel();
      }}
      size={size}
    >
      <Dialog
        role={role}
        title={title}
        description={description}
        closeLabel={footer.labels.close}
        footer={<FormDialogFooter {...footer} />}
      >
        {onSubmit ? (
          <form id={footer.formId} onSubmit={onSubmit} noValidate className={formClassName}>
            {!errorLast && errorLine}
            {children}
            {errorLast && errorLine}
          </form>
        ) : (
          children
        )}
      </Dialog>
    </Modal>
  );
}
