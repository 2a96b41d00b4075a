import {
  Button,
  Dialog,
  Modal,
  type ButtonProps,
  type DialogProps,
  type ModalSize,
} from '@bayti/ui';
import type { ReactNode } from 'react';
import styles from './FormDialog.module.css';

/** The words of a dialog's frame, as each area's `common` messages carry them. */
export interface FormDialogLabels {
  cancel: string;
  close: string;
  saving: string;
}

export interface FormDialogFooterProps {
  labels: FormDialogLabels;
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
  title: string;
  description?: string;
  size?: ModalSize;
  role?: DialogProps['role'];
  children: ReactNode;
}

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
  children,
  ...footer
}: FormDialogProps) {
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
        {children}
      </Dialog>
    </Modal>
  );
}
