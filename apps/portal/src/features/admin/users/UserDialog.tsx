import {
  ADD_USER_INVALID_MESSAGE,
  USER_STATUSES,
  type AdminUser,
  type AdminUserPatchInput,
  type UserStatus,
} from '@bayti/data/contract';
import { isApiError } from '@bayti/data/client';
import { routeKey } from '@bayti/data/client/route-call';
import { adminUsersRoutes } from '@bayti/data/contract/routes';
import { PasswordField, Select, TextField } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { apiCall } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import { FormDialog } from '../../shared/forms/FormDialog';
import { fieldProps } from '../../shared/forms/checked-form';
import { setServerErrors } from '../../shared/forms/server-errors';
import layout from '../../shared/page/Page.module.css';
import styles from '../office/Office.module.css';
import { useOfficeText } from '../office/use-office-text';

interface Draft {
  name: string;
  department: string;
  mobile: string;
  email: string;
  pin: string;
  confirmPin: string;
  status: UserStatus;
}

const draftOf = (user: AdminUser | null): Draft => ({
  name: user?.userName ?? '',
  department: user?.department ?? '',
  mobile: user?.phone ?? '',
  email: user?.email ?? '',
  pin: '',
  confirmPin: '',
  status: user?.status ?? 'ACTIVE',
});

/** Edit User sends only what changed (the server keeps the rest); nothing changed sends nothing. */
export function userPatch(user: AdminUser, draft: Draft): AdminUserPatchInput | null {
  const before = draftOf(user);
  const patch: AdminUserPatchInput = {};
  if (draft.name.trim() !== before.name) patch.name = draft.name;
  if (draft.department.trim() !== before.department) patch.department = draft.department;
  if (draft.mobile.trim() !== before.mobile) patch.mobile = draft.mobile;
  if (draft.email.trim().toLowerCase() !== before.email) patch.email = draft.email;
  if (draft.status !== before.status) patch.status = draft.status;
  return Object.keys(patch).length > 0 ? patch : null;
}

export interface UserDialogProps {
  /** The user to edit; Add User when null. */
  user: AdminUser | null;
  onClose: () => void;
  /** Called once the server has stored the user. */
  onSaved: (user: AdminUser) => void;
}

/**
 * Add User and Edit User: name, department, mobile, email, and for a new user a 4-digit
 * PIN with its confirmation; Edit also sets ACTIVE or INACTIVE. The server checks every field: a
 * refusal shows 'Please fill all fields correctly, and ensure pins match.' with the server's
 * message under each field, and keeps what was typed.
 */
export function UserDialog({ user, onClose, onSaved }: UserDialogProps) {
  const { t } = useOfficeText();
  const u = t.users;
  const queryClient = useQueryClient();
  const form = useForm<Draft>({ defaultValues: draftOf(user), reValidateMode: 'onSubmit' });
  const [notice, setNotice] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (value: Draft) => {
      if (!user) {
        return apiCall(
          adminUsersRoutes.createAdminUser,
          { body: value },
          { fallbackMessage: ADD_USER_INVALID_MESSAGE },
        );
      }
      return apiCall(
        adminUsersRoutes.updateAdminUser,
        // Checked for null below, before mutate.
        { params: { id: user.id }, body: userPatch(user, value)! },
        { fallbackMessage: 'Failed to save the user' },
      );
    },
    onSuccess: async ({ user: saved }) => {
      await queryClient.invalidateQueries({ queryKey: routeKey(adminUsersRoutes.adminUsers) });
      onSaved(saved);
    },
    onError: (error) => setServerErrors(form.setError, error),
  });
  const invalid = isApiError(mutation.error) && mutation.error.status === 400;

  const submit = (draft: Draft) => {
    setNotice(null);
    if (user && !userPatch(user, draft)) {
      setNotice(u.noChanges);
      return;
    }
    mutation.mutate(draft);
  };

  const field = (
    name: keyof Draft,
    render: (props: ReturnType<typeof fieldProps>) => ReactElement,
  ) => <Controller control={form.control} name={name} render={(c) => render(fieldProps(c))} />;
  const pinProps = {
    inputMode: 'numeric' as const,
    maxLength: 4,
    autoComplete: 'new-password',
    placeholder: u.pinPlaceholder,
    showLabel: u.showPin,
    hideLabel: u.hidePin,
  };
  const formId = user ? `edit-user-${user.id}` : 'add-user';

  return (
    <FormDialog
      size="md"
      title={user ? u.editTitle : u.addTitle}
      labels={t.common}
      confirm={user ? t.common.save : u.add}
      formId={formId}
      isPending={mutation.isPending}
      onCancel={onClose}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      formClassName={styles.form}
    >
      {(mutation.isError || notice) && (
        <div role="alert" className={`${layout.alert} ${styles.alert} ${styles.wide}`}>
          {notice ??
            (invalid
              ? u.invalid
              : failureMessage(mutation.error, 'Failed to save the user', u.saveFailed))}
        </div>
      )}
      {field('name', (props) => (
        <TextField label={u.name} autoComplete="off" isRequired {...props} />
      ))}
      {field('department', (props) => (
        <TextField label={u.department} isRequired {...props} />
      ))}
      {field('mobile', (props) => (
        <TextField label={u.mobile} type="tel" isRequired {...props} />
      ))}
      {field('email', (props) => (
        <TextField label={u.email} type="email" isRequired {...props} />
      ))}
      {user ? (
        field('status', ({ value, onChange, ...props }) => (
          <Select
            label={u.statusField}
            items={USER_STATUSES.map((status) => ({ id: status, label: u.status[status] }))}
            selectedKey={value}
            onSelectionChange={(key) => {
              if (key !== null) onChange(String(key));
            }}
            {...props}
          />
        ))
      ) : (
        <>
          {field('pin', (props) => (
            <PasswordField label={u.pin} {...pinProps} isRequired {...props} />
          ))}
          {field('confirmPin', (props) => (
            <PasswordField label={u.confirmPin} {...pinProps} isRequired {...props} />
          ))}
        </>
      )}
    </FormDialog>
  );
}
