import { authKeys, isApiError, register } from '@bayti/data/client';
import { REDIRECT_DELAY_MS, type SignUpRole, type User } from '@bayti/data/contract';
import { Button, PasswordField, TextField } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { api } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { startSessionAtom } from '../../state/session';
import { failureMessage } from '../shared/error-message';
import styles from './AuthForm.module.css';
import { FormMessage } from './FormMessage';

export interface SignUpFormProps {
  role: SignUpRole;
  /** Called 800 ms after the account is created (§4, §9), once the session is stored. */
  onSignedUp: (user: User) => void;
}

const empty = { name: '', email: '', password: '', confirmPassword: '' };

/** Step 2 of sign-up: name, email, password and its confirmation, which never leaves the browser. */
export function SignUpForm({ role, onSignedUp }: SignUpFormProps) {
  const t = useMessages().auth;
  const startSession = useSetAtom(startSessionAtom);
  const queryClient = useQueryClient();
  const [form, setForm] = useState(empty);
  const [mismatch, setMismatch] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const set = (key: keyof typeof empty) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key === 'password' || key === 'confirmPassword') setMismatch(false);
  };

  const mutation = useMutation({
    mutationFn: () =>
      register(api, {
        name: form.name.trim(),
        email: form.email.trim(),
        password: form.password,
        role,
      }),
    onSuccess: (result) => {
      startSession(result);
      queryClient.setQueryData(authKeys.me(), result.user);
      setSucceeded(true);
      setTimeout(() => {
        setForm(empty);
        onSignedUp(result.user);
      }, REDIRECT_DELAY_MS);
    },
  });
  const fields = isApiError(mutation.error) ? mutation.error.fields : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.password !== form.confirmPassword) {
      setMismatch(true);
      return;
    }
    mutation.mutate();
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField
        label={t.signUp.name}
        placeholder={t.signUp.namePlaceholder}
        name="name"
        autoComplete="name"
        isRequired
        value={form.name}
        onChange={set('name')}
        isInvalid={Boolean(fields?.name) || undefined}
        errorMessage={fields?.name}
      />
      <TextField
        label={t.email}
        placeholder={t.emailPlaceholder}
        type="email"
        name="email"
        autoComplete="email"
        isRequired
        value={form.email}
        onChange={set('email')}
        isInvalid={Boolean(fields?.email) || undefined}
        errorMessage={fields?.email}
      />
      <PasswordField
        label={t.password}
        placeholder={t.signUp.passwordPlaceholder}
        name="password"
        autoComplete="new-password"
        isRequired
        value={form.password}
        onChange={set('password')}
        isInvalid={Boolean(fields?.password) || undefined}
        errorMessage={fields?.password}
        showLabel={t.showPassword}
        hideLabel={t.hidePassword}
      />
      <PasswordField
        label={t.signUp.confirm}
        placeholder={t.signUp.confirmPlaceholder}
        name="confirmPassword"
        autoComplete="new-password"
        isRequired
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
        isInvalid={mismatch || undefined}
        errorMessage={mismatch ? t.signUp.mismatch : undefined}
        showLabel={t.showPassword}
        hideLabel={t.hidePassword}
      />
      {succeeded && <FormMessage tone="success">{t.signUp.success}</FormMessage>}
      {mutation.isError && (
        <FormMessage tone="error">
          {failureMessage(mutation.error, 'Registration failed', t.signUp.failed)}
        </FormMessage>
      )}
      <Button
        type="submit"
        fullWidth
        isPending={mutation.isPending}
        isDisabled={succeeded}
        pendingLabel={t.signUp.pending}
      >
        {t.signUp.submit}
      </Button>
    </form>
  );
}
