import type { User } from '@bayti/data/contract';
import { authKeys, changePassword, isApiError, updateMe } from '@bayti/data/client';
import { Button, PasswordField, TextField } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { api } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { userAtom } from '../../state/session';
import { failureMessage } from '../shared/error-message';
import formStyles from './AuthForm.module.css';
import { AuthCard } from './AuthCard';
import styles from './AuthPage.module.css';
import { FormMessage } from './FormMessage';

/** /settings (signed in only): the account's name and password. */
export function SettingsPage() {
  const t = useMessages().auth;
  const [user] = useAtom(userAtom);
  if (!user) return null;
  return (
    <AuthCard title={t.settings.title} subtitle={t.settings.subtitle} wide>
      <NameForm user={user} />
      <PasswordForm />
    </AuthCard>
  );
}

function NameForm({ user }: { user: User }) {
  const t = useMessages().auth;
  const [, setUser] = useAtom(userAtom);
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.name);
  const mutation = useMutation({
    mutationFn: () => updateMe(api, { name: name.trim() }),
    onSuccess: (updated) => {
      setUser(updated);
      queryClient.setQueryData(authKeys.me(), updated);
    },
  });
  const fields = isApiError(mutation.error) ? mutation.error.fields : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate();
  };

  return (
    <section className={styles.section} aria-labelledby="settings-profile">
      <h2 id="settings-profile" className={styles.sectionTitle}>
        {t.settings.profileTitle}
      </h2>
      <form className={formStyles.form} onSubmit={submit}>
        <TextField label={t.settings.emailLabel} type="email" value={user.email} isReadOnly />
        <TextField
          label={t.settings.name}
          name="name"
          autoComplete="name"
          isRequired
          value={name}
          onChange={(value) => {
            setName(value);
            mutation.reset();
          }}
          isInvalid={Boolean(fields?.name) || undefined}
          errorMessage={fields?.name}
        />
        {mutation.isSuccess && <FormMessage tone="success">{t.settings.saved}</FormMessage>}
        {mutation.isError && !fields?.name && (
          <FormMessage tone="error">
            {failureMessage(mutation.error, 'Failed to save your settings', t.settings.saveFailed)}
          </FormMessage>
        )}
        <div className={formStyles.row}>
          <Button type="submit" isPending={mutation.isPending} pendingLabel={t.settings.saving}>
            {t.settings.save}
          </Button>
        </div>
      </form>
    </section>
  );
}

const emptyPasswords = { currentPassword: '', newPassword: '', confirm: '' };

function PasswordForm() {
  const t = useMessages().auth;
  const [form, setForm] = useState(emptyPasswords);
  const [mismatch, setMismatch] = useState(false);
  const mutation = useMutation({
    mutationFn: () =>
      changePassword(api, { currentPassword: form.currentPassword, newPassword: form.newPassword }),
    onSuccess: () => setForm(emptyPasswords),
  });
  const fields = isApiError(mutation.error) ? mutation.error.fields : undefined;
  const set = (key: keyof typeof emptyPasswords) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setMismatch(false);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.newPassword !== form.confirm) {
      setMismatch(true);
      return;
    }
    mutation.mutate();
  };
  const passwordProps = { showLabel: t.showPassword, hideLabel: t.hidePassword, isRequired: true };

  return (
    <section className={styles.section} aria-labelledby="settings-password">
      <h2 id="settings-password" className={styles.sectionTitle}>
        {t.settings.passwordTitle}
      </h2>
      <form className={formStyles.form} onSubmit={submit}>
        <PasswordField
          {...passwordProps}
          label={t.settings.current}
          name="currentPassword"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={set('currentPassword')}
          isInvalid={Boolean(fields?.currentPassword) || undefined}
          errorMessage={fields?.currentPassword}
        />
        <PasswordField
          {...passwordProps}
          label={t.settings.newPassword}
          name="newPassword"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={set('newPassword')}
          isInvalid={Boolean(fields?.newPassword) || undefined}
          errorMessage={fields?.newPassword}
        />
        <PasswordField
          {...passwordProps}
          label={t.settings.confirm}
          name="confirmNewPassword"
          autoComplete="new-password"
          value={form.confirm}
          onChange={set('confirm')}
          isInvalid={mismatch || undefined}
          errorMessage={mismatch ? t.signUp.mismatch : undefined}
        />
        {mutation.isSuccess && <FormMessage tone="success">{mutation.data}</FormMessage>}
        {mutation.isError && !fields && (
          <FormMessage tone="error">
            {failureMessage(
              mutation.error,
              'Failed to change the password',
              t.settings.changeFailed,
            )}
          </FormMessage>
        )}
        <div className={formStyles.row}>
          <Button type="submit" isPending={mutation.isPending} pendingLabel={t.settings.changing}>
            {t.settings.change}
          </Button>
        </div>
      </form>
    </section>
  );
}
