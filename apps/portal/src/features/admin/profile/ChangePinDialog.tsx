import { isApiError } from '@bayti/data/client';
import type { ChangeAdminPinBody } from '@bayti/data/contract';
import { adminProfileRoutes } from '@bayti/data/contract/routes';
import { PasswordField } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { apiCall } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import { FormDialog } from '../../shared/forms/FormDialog';
import { fieldProps } from '../../shared/forms/checked-form';
import { setServerErrors } from '../../shared/forms/server-errors';
import layout from '../../shared/page/Page.module.css';
import styles from '../office/Office.module.css';
import list from '../../shared/list/List.module.css';
import { useOfficeText } from '../office/use-office-text';

export interface ChangePinDialogProps {
  onClose: () => void;
  /** Called once the server has stored the new PIN. */
  onChanged: () => void;
}

type PinDraft = Required<ChangeAdminPinBody>;

/**
 * Change PIN from the admin's profile menu: the current PIN (once one is set), the new
 * 4-digit PIN and its confirmation. The server checks them; a refusal names the fields.
 */
export function ChangePinDialog({ onClose, onChanged }: ChangePinDialogProps) {
  const { t } = useOfficeText();
  const p = t.profile;
  const form = useForm<PinDraft>({
    defaultValues: { currentPin: '', newPin: '', confirmPin: '' },
    reValidateMode: 'onSubmit',
  });
  const mutation = useMutation({
    mutationFn: ({ currentPin, ...pins }: PinDraft) =>
      apiCall(
        adminProfileRoutes.changeAdminPin,
        { body: { ...(currentPin ? { currentPin } : {}), ...pins } },
        { fallbackMessage: 'Failed to change the PIN' },
      ),
    onSuccess: onChanged,
    onError: (error) => setServerErrors(form.setError, error),
  });
  const invalid = isApiError(mutation.error) && mutation.error.status === 400;

  const pin = (name: keyof PinDraft) => ({
    inputMode: 'numeric' as const,
    maxLength: 4,
    autoComplete: name === 'currentPin' ? 'current-password' : 'new-password',
    showLabel: t.users.showPin,
    hideLabel: t.users.hidePin,
  });

  return (
    <FormDialog
      title={p.pinTitle}
      description={p.pinDescription}
      labels={t.common}
      confirm={t.common.save}
      formId="change-pin"
      isPending={mutation.isPending}
      onCancel={onClose}
    >
      <form
        id="change-pin"
        onSubmit={form.handleSubmit((draft) => mutation.mutate(draft))}
        noValidate
        className={`${layout.column} ${list.page}`}
      >
        {mutation.isError && (
          <p role="alert" className={`${layout.alert} ${styles.alert}`}>
            {invalid
              ? p.pinInvalid
              : failureMessage(mutation.error, 'Failed to change the PIN', p.pinFailed)}
          </p>
        )}
        <Controller
          control={form.control}
          name="currentPin"
          render={(c) => (
            <PasswordField
              label={p.currentPin}
              {...pin('currentPin')}
              {...fieldProps(c)}
              description={p.currentPinHint}
            />
          )}
        />
        <Controller
          control={form.control}
          name="newPin"
          render={(c) => (
            <PasswordField
              label={p.newPin}
              {...pin('newPin')}
              {...fieldProps(c)}
              isRequired
              description={p.pinHint}
            />
          )}
        />
        <Controller
          control={form.control}
          name="confirmPin"
          render={(c) => (
            <PasswordField
              label={p.confirmPin}
              {...pin('confirmPin')}
              {...fieldProps(c)}
              isRequired
            />
          )}
        />
      </form>
    </FormDialog>
  );
}
