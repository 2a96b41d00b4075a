import type { ChangePasswordBody, UpdateMeBody, User } from '@bayti/data/contract';
import { isApiError } from '@bayti/data/client';
import { routeKey } from '@bayti/data/client/route-call';
import { authRoutes } from '@bayti/data/contract/routes/auth';
import { TextField } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { apiCall } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { userAtom } from '../../state/session';
import { FormPasswordField, FormTextField } from '../shared/forms/FormFields';
import { lazyResolver } from '../shared/forms/lazy-resolver';
import { setServerErrors } from '../shared/forms/server-errors';
import formStyles from './AuthForm.module.css';
import { AuthCard } from './AuthCard';
import { EmailPreferencesSection } from './EmailPreferencesSection';
import styles from './AuthPage.module.css';
import { FormEnd } from './FormParts';

/** /settings (signed in only): the account's name and password, and which emails it receives. */
export function SettingsPage() {
  const t = useMessages().auth;
  const [user] = useAtom(userAtom);
  if (!user) return null;
  return (
    <AuthCard title={t.settings.title} subtitle={t.settings.subtitle} wide>
      <NameForm user={user} />
      <PasswordForm />
      <EmailPreferencesSection />
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
    mutationFn: async (body: UpdateMeBody) =>
      (
        await apiCall(
          authRoutes.updateMe,
          { body },
          { fallbackMessage: 'Failed to save your settings' },
        )
      ).user,
    onSuccess: (updated) => {
      setUser(updated);
      queryClient.setQueryData(routeKey(authRoutes.me), { user: updated });
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
        <FormTextField
          control={control}
          name="name"
          onChange={() => {
            clearErrors('name');
            mutation.reset();
          }}
          label={t.settings.name}
          autoComplete="name"
          isRequired
        />
        <FormEnd
          success={mutation.isSuccess ? t.settings.saved : undefined}
          error={!nameError && mutation.error}
          fallback={['Failed to save your settings', t.settings.saveFailed]}
          inRow
          isPending={mutation.isPending}
          pendingLabel={t.settings.saving}
        >
          {t.settings.save}
        </FormEnd>
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
      apiCall(
        authRoutes.changePassword,
        { body: { currentPassword, newPassword } },
        { fallbackMessage: 'Failed to change the password' },
      ).then((answer) => answer.message),
    onSuccess: () => reset(),
    onError: (error) => setServerErrors(setError, error),
  });
  const serverFields = isApiError(mutation.error) ? mutation.error.fields : undefined;
  /** A password field; typing in any clears 'Passwords do not match'. */
  const password = { control, onChange: () => clearErrors('confirmPassword'), isRequired: true };

  return (
    <section className={styles.section} aria-labelledby="settings-password">
      <h2 id="settings-password" className={styles.sectionTitle}>
        {t.settings.passwordTitle}
      </h2>
      <form className={formStyles.form} onSubmit={handleSubmit((body) => mutation.mutate(body))}>
        <FormPasswordField
          {...password}
          name="currentPassword"
          label={t.settings.current}
          autoComplete="current-password"
        />
        <FormPasswordField
          {...password}
          name="newPassword"
          label={t.settings.newPassword}
          autoComplete="new-password"
        />
        <FormPasswordField
          {...password}
          name="confirmPassword"
          inputName="confirmNewPassword"
          label={t.settings.confirm}
          autoComplete="new-password"
        />
        <FormEnd
          success={mutation.isSuccess ? mutation.data : undefined}
          error={!serverFields && mutation.error}
          fallback={['Failed to change the password', t.settings.changeFailed]}
          inRow
          isPending={mutation.isPending}
          pendingLabel={t.settings.changing}
        >
          {t.settings.change}
        </FormEnd>
      </form>
    </section>
  );
}
