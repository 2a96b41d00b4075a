import { authRoutes } from '@bayti/data/contract/routes/auth';
import { FormMessage, Link } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { apiCall } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { FormPasswordField } from '../shared/forms/FormFields';
import { lazyResolver } from '../shared/forms/lazy-resolver';
import { setServerErrors } from '../shared/forms/server-errors';
import styles from './AuthForm.module.css';
import { AuthCard } from './AuthCard';
import { FormEnd, FormSwitch } from './FormParts';

const resolver = lazyResolver(() =>
  import('./form-resolvers').then((m) => m.resetPasswordResolver),
);

export interface ResetPasswordPageProps {
  /** The token of the emailed link. */
  token?: string | undefined;
}

/** /reset-password?token=...: the emailed link's page. Every session of the account ends on success. */
export function ResetPasswordPage({ token }: ResetPasswordPageProps) {
  const t = useMessages().auth;
  useEffect(() => resolver.preload(), []);
  const { control, handleSubmit, setError, clearErrors, formState } = useForm({
    resolver,
    context: { confirmPassword: t.signUp.mismatch },
    defaultValues: { password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const mutation = useMutation({
    mutationFn: ({ password }: { password: string }) =>
      apiCall(
        authRoutes.resetPassword,
        { body: { token: token ?? '', password } },
        { fallbackMessage: 'Failed to reset the password', expireSessionOn401: false },
      ).then((answer) => answer.message),
    onError: (error) => setServerErrors(setError, error),
  });
  // Read on every render: react-hook-form re-renders only for the parts of formState read.
  const passwordError = formState.errors.password;

  if (!token) {
    return (
      <AuthCard title={t.reset.title}>
        <FormMessage size="sm" tone="error">
          {t.reset.invalidLink}
        </FormMessage>
        <FormSwitch>
          <Link href="/login">{t.reset.requestAgain}</Link>
        </FormSwitch>
      </AuthCard>
    );
  }

  /** Typing either password again clears 'Passwords do not match'. */
  const password = {
    control,
    onChange: () => clearErrors('confirmPassword'),
    isDisabled: mutation.isSuccess,
    autoComplete: 'new-password',
    isRequired: true,
  };

  return (
    <AuthCard title={t.reset.title} subtitle={t.reset.subtitle}>
      <form className={styles.form} onSubmit={handleSubmit((body) => mutation.mutate(body))}>
        <FormPasswordField
          {...password}
          name="password"
          label={t.reset.password}
          placeholder={t.reset.passwordPlaceholder}
        />
        <FormPasswordField
          {...password}
          name="confirmPassword"
          label={t.reset.confirm}
          placeholder={t.reset.confirmPlaceholder}
        />
        {mutation.isSuccess ? (
          <>
            <FormMessage size="sm" tone="success">
              {mutation.data}
            </FormMessage>
            <FormSwitch>
              <Link href="/login">{t.reset.signIn}</Link>
            </FormSwitch>
          </>
        ) : (
          <FormEnd
            error={!passwordError && mutation.error}
            fallback={['Failed to reset the password', t.reset.failed]}
            fullWidth
            isPending={mutation.isPending}
            pendingLabel={t.reset.pending}
          >
            {t.reset.submit}
          </FormEnd>
        )}
      </form>
    </AuthCard>
  );
}
