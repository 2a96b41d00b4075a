import {
  USER_STATUSES,
  type AgencyStaff,
  type UpdateAgencyUserInput,
  type UserStatus,
} from '@bayti/data/contract';
import { Dialog, Modal, PasswordField, Select, TextField } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { agencyUsersRoutes } from '@bayti/data/contract/routes';
import { apiCall } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { failureMessage } from '../../shared/error-message';
import { FormDialogFooter } from '../../shared/forms/FormDialog';
import { fieldProps } from '../../shared/forms/checked-form';
import { setServerErrors } from '../../shared/forms/server-errors';
import page from '../shared/AgencyPage.module.css';
import layout from '../../shared/page/Page.module.css';
import styles from './AgencyUsers.module.css';

export interface UserFormModalProps {
  /** The user being edited; undefined for Add User. */
  user: AgencyStaff | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSaved: (user: AgencyStaff) => void;
}

const FORM_ID = 'agency-user-form';

/** The client's sentence when the server sends none; shown in the reader's language. */
const SAVE_FAILED = 'Failed to save the user';

interface Draft {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  status: UserStatus;
}

/** Add User and Edit User: a staff account of the agency (the role is never chosen here). */
export function UserFormModal({ user, isOpen, onOpenChange, onSaved }: UserFormModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen && <UserForm user={user} onClose={() => onOpenChange(false)} onSaved={onSaved} />}
    </Modal>
  );
}

function UserForm({
  user,
  onClose,
  onSaved,
}: {
  user: AgencyStaff | undefined;
  onClose: () => void;
  onSaved: (user: AgencyStaff) => void;
}) {
  const t = useMessages().agencyProfile.users;
  const f = t.form;
  const form = useForm<Draft>({
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      password: '',
      confirmPassword: '',
      status: user?.status ?? 'ACTIVE',
    },
    reValidateMode: 'onSubmit',
  });
  const [localError, setLocalError] = useState('');

  const mutation = useMutation({
    mutationFn: ({ name, email, phone, password, confirmPassword, status }: Draft) => {
      if (!user) {
        return apiCall(
          agencyUsersRoutes.createAgencyUser,
          {
            body: { name, email, phone: phone.trim() || null, password, confirmPassword, status },
          },
          { fallbackMessage: SAVE_FAILED },
        ).then(({ user: created }) => created);
      }
      const patch: UpdateAgencyUserInput = {};
      if (name !== user.name) patch.name = name;
      if (email !== user.email) patch.email = email;
      if ((phone.trim() || null) !== user.phone) patch.phone = phone.trim() || null;
      if (status !== user.status) patch.status = status;
      if (password) patch.password = password;
      return apiCall(
        agencyUsersRoutes.updateAgencyUser,
        { params: { id: user.id }, body: patch },
        { fallbackMessage: SAVE_FAILED },
      ).then(({ user: saved }) => saved);
    },
    onSuccess: onSaved,
    onError: (error) => setServerErrors(form.setError, error),
  });

  const submit = form.handleSubmit((draft) => {
    const { name, email, phone, password, confirmPassword, status } = draft;
    setLocalError('');
    if ((password || !user) && password !== confirmPassword) {
      setLocalError(f.passwordsDiffer);
      return;
    }
    const unchanged =
      user &&
      name === user.name &&
      email === user.email &&
      (phone.trim() || null) === user.phone &&
      status === user.status &&
      !password;
    if (unchanged) {
      setLocalError(f.noChanges);
      return;
    }
    mutation.mutate(draft);
  });

  const field = (
    name: Exclude<keyof Draft, 'status'>,
    render: (props: ReturnType<typeof fieldProps<Draft, typeof name>>) => ReactElement,
  ) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={(c) => render(fieldProps(c))}
    />
  );
  const boxText = localError
    ? localError
    : mutation.isError
      ? Object.keys(form.formState.errors).length > 0
        ? f.fixErrors
        : failureMessage(mutation.error, SAVE_FAILED, f.failed)
      : '';

  return (
    <Dialog
      title={user ? t.editUser : t.addUser}
      footer={
        <FormDialogFooter
          labels={f}
          confirm={f.save}
          formId={FORM_ID}
          isPending={mutation.isPending}
          onCancel={onClose}
        />
      }
    >
      <form
        id={FORM_ID}
        onSubmit={(event) => void submit(event)}
        noValidate
        className={styles.form}
      >
        {boxText && (
          <p role="alert" className={`${layout.dangerBox} ${styles.wide}`}>
            {boxText}
          </p>
        )}
        <p className={`${page.muted} ${styles.wide}`}>{f.staffNote}</p>
        {field('name', (props) => (
          <TextField label={f.name} isRequired {...props} />
        ))}
        {field('email', (props) => (
          <TextField label={f.email} type="email" isRequired {...props} />
        ))}
        {field('phone', (props) => (
          <TextField label={f.phone} type="tel" {...props} />
        ))}
        <Controller
          control={form.control}
          name="status"
          render={({ field: { value, onChange } }) => (
            <Select
              label={f.status}
              items={USER_STATUSES.map((id) => ({ id, label: t.statuses[id] }))}
              selectedKey={value}
              onSelectionChange={(key) => key && onChange(key as UserStatus)}
            />
          )}
        />
        {(['password', 'confirmPassword'] as const).map((name) =>
          field(name, (props) => (
            <PasswordField
              key={name}
              label={
                name === 'confirmPassword' ? f.confirmPassword : user ? f.newPassword : f.password
              }
              isRequired={!user}
              showLabel={f.showPassword}
              hideLabel={f.hidePassword}
              autoComplete="new-password"
              {...props}
            />
          )),
        )}
      </form>
    </Dialog>
  );
}
