import { forgotPassword } from '@bayti/data/client';
import { Button, Link, TextField } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { failureMessage } from '../shared/error-message';
import styles from './AuthForm.module.css';
import { FormMessage } from './FormMessage';

export interface ForgotPasswordFormProps {
  /** Back to the sign-in form. */
  onBack: () => void;
}

/**
 * Asks the server to email a reset link. It answers the same neutral sentence whether or not the
 * email has an account, and that sentence is what the reader sees.
 */
export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const t = useMessages().auth;
  const [email, setEmail] = useState('');
  const mutation = useMutation({ mutationFn: () => forgotPassword(api, { email: email.trim() }) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate();
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField
        label={t.email}
        placeholder={t.emailPlaceholder}
        type="email"
        name="email"
        autoComplete="email"
        isRequired
        value={email}
        onChange={setEmail}
      />
      {mutation.isSuccess && <FormMessage tone="success">{mutation.data}</FormMessage>}
      {mutation.isError && (
        <FormMessage tone="error">
          {failureMessage(mutation.error, 'Failed to send the reset link', t.forgot.failed)}
        </FormMessage>
      )}
      <Button
        type="submit"
        fullWidth
        isPending={mutation.isPending}
        pendingLabel={t.forgot.pending}
      >
        {t.forgot.submit}
      </Button>
      <p className={styles.switch}>
        <Link onPress={onBack}>{t.forgot.back}</Link>
      </p>
    </form>
  );
}
