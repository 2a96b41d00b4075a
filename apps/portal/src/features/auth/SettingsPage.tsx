import type { ChangePasswordBody, UpdateMeBody, User } from '@bayti/data/contract';
import { authKeys, changePassword, isApiError, updateMe } from '@bayti/data/client';
import { Button, PasswordField, TextField } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { api } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { userAtom } from '../../state/session';
import { failureMessage } from '../shared/error-message';
import { fieldProps } from '../shared/forms/field-props';
import { lazyResolver } from '../shared/forms/lazy-resolver';
import { setServerErrors } from '../shared/forms/server-errors';
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

const nameResolver = lazyResolver(() => import('./form-resolvers').then((m) => m.nameResolver));
const passwordResolver = lazyResolver(() =>
  import('./form-resolvers').then((m) => m.changePasswordResolver),
);
const formOptions = { reValidateMode: 'onSubmit', shouldFocusError: false } as const;

function NameForm({ user }: { user: User }) {
  const t = useMessages().auth;
  const [, setUser] = useAtom(userAtom);
  const queryClient = useQueryClient();
  useEffect(() => nameResolver.preload(), []);
  const { control, handleSubmit, setError, clearErrors, formState } = useForm({
    ...formOptions,
    resolver: nameResolver,
    defaultValues: { name: user.name },
  });
  const mutation = useMutation({
    mutationFn: (body: UpdateMeBody) => updateMe(api, body),
    onSuccess: (updated) => {
      setUser(updated);
      queryClient.setQueryData(authKeys.me(), updated);
    },
    onError: (error) => setServerErrors(setError, error),
  });
  // Read on every render: react-hook-form re-renders only for the parts of formState read.
  const nameError = formState.errors.name;

  return (
    <section className={styles.section} aria-labelledby="settings-profile">
      <h2 id="settings-profile" className={styles.sectionTitle}>
        {t.settings.profileTitle}
      </h2>
      <form className={formStyles.form} onSubmit={handleSubmit((body) => mutation.mutate(body))}>
        <TextField label={t.settings.emailLabel} type="email" value={user.email} isReadOnly />
        <Controller
          control={control}
          name="name"
          render={(c) => (
            <TextField
              {...fieldProps(c)}
              onChange={(value) => {
                c.field.onChange(value);
                clearErrors('name');
                mutation.reset();
              }}
              label={t.settings.name}
              autoComplete="name"
              isRequired
            />
          )}
        />
        {mutation.isSuccess && <FormMessage tone="success">{t.settings.saved}</FormMessage>}
        {mutation.isError && !nameError && (
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

const emptyPasswords = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordForm() {
  const t = useMessages().auth;
  useEffect(() => passwordResolver.preload(), []);
  const { control, handleSubmit, setError, clearErrors, reset } = useForm({
    ...formOptions,
    resolver: passwordResolver,
    context: { confirmPassword: t.signUp.mismatch },
    defaultValues: emptyPasswords,
  });
  const mutation = useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordBody) =>
      changePassword(api, { currentPassword, newPassword }),
    onSuccess: () => reset(),
    onError: (error) => setServerErrors(setError, error),
  });
  const serverFields = isApiError(mutation.error) ? mutation.error.fields : undefined;
  /** A password field; typing in any clears 'Passwords do not match'. */
  const password = (
    c: Parameters<typeof fieldProps<typeof emptyPasswords, keyof typeof emptyPasswords>>[0],
  ) => ({
    ...fieldProps(c),
    onChange: (value: string) => {
      c.field.onChange(value);
      clearErrors('confirmPassword');
    },
    showLabel: t.showPassword,
    hideLabel: t.hidePassword,
    isRequired: true,
  });

  return (
    <section className={styles.section} aria-labelledby="settings-password">
      <h2 id="settings-password" className={styles.sectionTitle}>
        {t.settings.passwordTitle}
      </h2>
      <form className={formStyles.form} onSubmit={handleSubmit((body) => mutation.mutate(body))}>
        <Controller
          control={control}
          name="currentPassword"
          render={(c) => (
            <PasswordField
              {...password(c)}
              label={t.settings.current}
              autoComplete="current-password"
            />
          )}
        />
        <Controller
          control={control}
          name="newPassword"
          render={(c) => (
            <PasswordField
              {...password(c)}
              label={t.settings.newPassword}
              autoComplete="new-password"
            />
          )}
        />
        <Controller
          control={control}
          name="confirmPassword"
          render={(c) => (
            <PasswordField
              {...password(c)}
              name="confirmNewPassword"
              label={t.settings.confirm}
              autoComplete="new-password"
            />
          )}
        />
        {mutation.isSuccess && <FormMessage tone="success">{mutation.data}</FormMessage>}
        {mutation.isError && !serverFields && (
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
