import { resetPassword } from '@bayti/data/client';
import { Button, Link, PasswordField } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { api } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { failureMessage } from '../shared/error-message';
import { fieldProps } from '../shared/forms/field-props';
import { lazyResolver } from '../shared/forms/lazy-resolver';
import { setServerErrors } from '../shared/forms/server-errors';
import styles from './AuthForm.module.css';
import { AuthCard } from './AuthCard';
import { FormMessage } from './FormMessage';

interface ResetForm {
  password: string;
  confirmPassword: string;
}
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
      resetPassword(api, { token: token ?? '', password }),
    onError: (error) => setServerErrors(setError, error),
  });
  // Read on every render: react-hook-form re-renders only for the parts of formState read.
  const passwordError = formState.errors.password;

  if (!token) {
    return (
      <AuthCard title={t.reset.title}>
        <FormMessage tone="error">{t.reset.invalidLink}</FormMessage>
        <p className={styles.switch}>
          <Link href="/login">{t.reset.requestAgain}</Link>
        </p>
      </AuthCard>
    );
  }

  /** Typing either password again clears 'Passwords do not match'. */
  const password = (c: Parameters<typeof fieldProps<ResetForm, keyof ResetForm>>[0]) => ({
    ...fieldProps(c),
    onChange: (value: string) => {
      c.field.onChange(value);
      clearErrors('confirmPassword');
    },
    isDisabled: mutation.isSuccess,
    showLabel: t.showPassword,
    hideLabel: t.hidePassword,
    autoComplete: 'new-password',
    isRequired: true,
  });

  return (
    <AuthCard title={t.reset.title} subtitle={t.reset.subtitle}>
      <form className={styles.form} onSubmit={handleSubmit((body) => mutation.mutate(body))}>
        <Controller
          control={control}
          name="password"
          render={(c) => (
            <PasswordField
              {...password(c)}
              label={t.reset.password}
              placeholder={t.reset.passwordPlaceholder}
            />
          )}
        />
        <Controller
          control={control}
          name="confirmPassword"
          render={(c) => (
            <PasswordField
              {...password(c)}
              label={t.reset.confirm}
              placeholder={t.reset.confirmPlaceholder}
            />
          )}
        />
        {mutation.isSuccess && <FormMessage tone="success">{mutation.data}</FormMessage>}
        {mutation.isError && !passwordError && (
          <FormMessage tone="error">
            {failureMessage(mutation.error, 'Failed to reset the password', t.reset.failed)}
          </FormMessage>
        )}
        {mutation.isSuccess ? (
          <p className={styles.switch}>
            <Link href="/login">{t.reset.signIn}</Link>
          </p>
        ) : (
          <Button
            type="submit"
            fullWidth
            isPending={mutation.isPending}
            pendingLabel={t.reset.pending}
          >
            {t.reset.submit}
          </Button>
        )}
      </form>
    </AuthCard>
  );
}
