import { changeAdminPin, isApiError } from '@bayti/data/client';
import { Button, Dialog, Modal, PasswordField } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import styles from '../office/Office.module.css';
import list from '../../shared/list/List.module.css';
import { useOfficeText } from '../office/use-office-text';

export interface ChangePinDialogProps {
  onClose: () => void;
  /** Called once the server has stored the new PIN. */
  onChanged: () => void;
}

/**
 * Change PIN from the admin's profile menu (§2): the current PIN (once one is set), the new
 * 4-digit PIN and its confirmation. The server checks them; a refusal names the fields.
 */
export function ChangePinDialog({ onClose, onChanged }: ChangePinDialogProps) {
  const { t } = useOfficeText();
  const p = t.profile;
  const [draft, setDraft] = useState({ currentPin: '', newPin: '', confirmPin: '' });
  const mutation = useMutation({
    mutationFn: () =>
      changeAdminPin(api, {
        ...(draft.currentPin ? { currentPin: draft.currentPin } : {}),
        newPin: draft.newPin,
        confirmPin: draft.confirmPin,
      }),
    onSuccess: onChanged,
  });
  const fields = isApiError(mutation.error) ? (mutation.error.fields ?? {}) : {};
  const invalid = isApiError(mutation.error) && mutation.error.status === 400;

  const field = (key: keyof typeof draft, label: string) => ({
    label,
    value: draft[key],
    onChange: (value: string) => setDraft((current) => ({ ...current, [key]: value })),
    isInvalid: Boolean(fields[key]),
    errorMessage: fields[key],
    inputMode: 'numeric' as const,
    maxLength: 4,
    autoComplete: key === 'currentPin' ? 'current-password' : 'new-password',
    showLabel: t.users.showPin,
    hideLabel: t.users.hidePin,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate();
  };

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
        title={p.pinTitle}
        description={p.pinDescription}
        closeLabel={t.common.close}
        footer={
          <div className={styles.dialogFooter}>
            <Button variant="secondary" onPress={onClose} isDisabled={mutation.isPending}>
              {t.common.cancel}
            </Button>
            <Button
              type="submit"
              form="change-pin"
              isPending={mutation.isPending}
              pendingLabel={t.common.saving}
            >
              {t.common.save}
            </Button>
          </div>
        }
      >
        <form id="change-pin" onSubmit={submit} noValidate className={list.page}>
          {mutation.isError && (
            <p role="alert" className={styles.alert}>
              {invalid
                ? p.pinInvalid
                : failureMessage(mutation.error, 'Failed to change the PIN', p.pinFailed)}
            </p>
          )}
          <PasswordField {...field('currentPin', p.currentPin)} description={p.currentPinHint} />
          <PasswordField {...field('newPin', p.newPin)} isRequired description={p.pinHint} />
          <PasswordField {...field('confirmPin', p.confirmPin)} isRequired />
        </form>
      </Dialog>
    </Modal>
  );
}
