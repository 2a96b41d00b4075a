import type { ButtonProps } from '@bayti/ui';
import layout from '../page/Page.module.css';
import { FormDialog, type FormDialogLabels } from './FormDialog';

export interface ConfirmDialogProps {
  title: string;
  description: string;
  labels: FormDialogLabels;
  /** The confirming button's text, also shown while the request runs. */
  confirm: string;
  variant?: ButtonProps['variant'];
  isPending: boolean;
  /** The refusal to show, in the reader's language; the dialog stays open with it. */
  error?: string | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before an action that takes nothing more than a yes (accept an offer, withdraw one): an
 * alert dialog with Cancel and the confirming button, and the refusal's words under the question.
 */
export function ConfirmDialog({ error, confirm, ...props }: ConfirmDialogProps) {
  return (
    <FormDialog role="alertdialog" confirm={confirm} pendingLabel={confirm} {...props}>
      {error ? (
        <p role="alert" className={layout.dangerBox}>
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}
