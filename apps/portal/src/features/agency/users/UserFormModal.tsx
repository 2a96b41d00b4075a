import { createAgencyUser, isApiError, updateAgencyUser } from '@bayti/data/client';
import {
  USER_STATUSES,
  type AgencyStaff,
  type UpdateAgencyUserInput,
  type UserStatus,
} from '@bayti/data/contract';
import { Button, Dialog, Modal, PasswordField, Select, TextField } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { failureMessage } from '../../shared/error-message';
import page from '../shared/AgencyPage.module.css';
import styles from './AgencyUsers.module.css';

export interface UserFormModalProps {
  /** The user being edited; undefined for Add User. */
  user: AgencyStaff | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSaved: (user: AgencyStaff) => void;
}

const FORM_ID = 'agency-user-form';

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
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [status, setStatus] = useState<UserStatus>(user?.status ?? 'ACTIVE');
  const [localError, setLocalError] = useState('');

  const mutation = useMutation({
    mutationFn: () => {
      if (!user) {
        return createAgencyUser(api, {
          name,
          email,
          phone: phone.trim() || null,
          password,
          confirmPassword,
          status,
        });
      }
      const patch: UpdateAgencyUserInput = {};
      if (name !== user.name) patch.name = name;
      if (email !== user.email) patch.email = email;
      if ((phone.trim() || null) !== user.phone) patch.phone = phone.trim() || null;
      if (status !== user.status) patch.status = status;
      if (password) patch.password = password;
      return updateAgencyUser(api, user.id, patch);
    },
    onSuccess: onSaved,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    mutation.mutate();
  };

  const fields =
    mutation.isError && isApiError(mutation.error) ? (mutation.error.fields ?? {}) : {};
  const errorOf = (key: string) => ({
    isInvalid: fields[key] !== undefined,
    errorMessage: fields[key],
  });
  const boxText = localError
    ? localError
    : mutation.isError
      ? Object.keys(fields).length > 0
        ? f.fixErrors
        : failureMessage(mutation.error, 'Failed to save the user', f.failed)
      : '';

  return (
    <Dialog
      title={user ? t.editUser : t.addUser}
      footer={
        <div className={page.footer}>
          <Button variant="secondary" onPress={onClose} isDisabled={mutation.isPending}>
            {f.cancel}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            isPending={mutation.isPending}
            pendingLabel={f.saving}
          >
            {f.save}
          </Button>
        </div>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className={styles.form}>
        {boxText && (
          <p role="alert" className={`${styles.formError} ${styles.wide}`}>
            {boxText}
          </p>
        )}
        <p className={`${page.muted} ${styles.wide}`}>{f.staffNote}</p>
        <TextField label={f.name} value={name} onChange={setName} isRequired {...errorOf('name')} />
        <TextField
          label={f.email}
          type="email"
          value={email}
          onChange={setEmail}
          isRequired
          {...errorOf('email')}
        />
        <TextField
          label={f.phone}
          type="tel"
          value={phone}
          onChange={setPhone}
          {...errorOf('phone')}
        />
        <Select
          label={f.status}
          items={USER_STATUSES.map((id) => ({ id, label: t.statuses[id] }))}
          selectedKey={status}
          onSelectionChange={(key) => key && setStatus(key as UserStatus)}
        />
        <PasswordField
          label={user ? f.newPassword : f.password}
          value={password}
          onChange={setPassword}
          isRequired={!user}
          showLabel={f.showPassword}
          hideLabel={f.hidePassword}
          autoComplete="new-password"
          {...errorOf('password')}
        />
        <PasswordField
          label={f.confirmPassword}
          value={confirmPassword}
          onChange={setConfirmPassword}
          isRequired={!user}
          showLabel={f.showPassword}
          hideLabel={f.hidePassword}
          autoComplete="new-password"
          {...errorOf('confirmPassword')}
        />
      </form>
    </Dialog>
  );
}
