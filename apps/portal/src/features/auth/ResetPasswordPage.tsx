import { isApiError, resetPassword } from '@bayti/data/client';
import { Button, Link, PasswordField } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { failureMessage } from '../shared/error-message';
import styles from './AuthForm.module.css';
import { AuthCard } from './AuthCard';
import { FormMessage } from './FormMessage';

export interface ResetPasswordPageProps {
  /** The token of the emailed link. */
  token?: string | undefined;
}

/** /reset-password?token=...: the emailed link's page. Every session of the account ends on success. */
export function ResetPasswordPage({ token }: ResetPasswordPageProps) {
  const t = useMessages().auth;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const mutation = useMutation({
    mutationFn: () => resetPassword(api, { token: token ?? '', password }),
  });
  const fields = isApiError(mutation.error) ? mutation.error.fields : undefined;

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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirm) {
      setMismatch(true);
      return;
    }
    mutation.mutate();
  };

  return (
    <AuthCard title={t.reset.title} subtitle={t.reset.subtitle}>
      <form className={styles.form} onSubmit={submit}>
        <PasswordField
          label={t.reset.password}
          placeholder={t.reset.passwordPlaceholder}
          name="password"
          autoComplete="new-password"
          isRequired
          value={password}
          onChange={(value) => {
            setPassword(value);
            setMismatch(false);
          }}
          isInvalid={Boolean(fields?.password) || undefined}
          errorMessage={fields?.password}
          isDisabled={mutation.isSuccess}
          showLabel={t.showPassword}
          hideLabel={t.hidePassword}
        />
        <PasswordField
          label={t.reset.confirm}
          placeholder={t.reset.confirmPlaceholder}
          name="confirmPassword"
          autoComplete="new-password"
          isRequired
          value={confirm}
          onChange={(value) => {
            setConfirm(value);
            setMismatch(false);
          }}
          isInvalid={mismatch || undefined}
          errorMessage={mismatch ? t.signUp.mismatch : undefined}
          isDisabled={mutation.isSuccess}
          showLabel={t.showPassword}
          hideLabel={t.hidePassword}
        />
        {mutation.isSuccess && <FormMessage tone="success">{mutation.data}</FormMessage>}
        {mutation.isError && !fields?.password && (
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
