import { forgotPassword } from '@bayti/data/client';
import { Button, Link, TextField } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@bayti/data/contract';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { api } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { failureMessage } from '../shared/error-message';
import { fieldProps } from '../shared/forms/field-props';
import { lazyResolver } from '../shared/forms/lazy-resolver';
import styles from './AuthForm.module.css';
import { FormMessage } from './FormMessage';

const resolver = lazyResolver(() =>
  import('./form-resolvers').then((m) => m.forgotPasswordResolver),
);

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
  useEffect(() => resolver.preload(), []);
  const { control, handleSubmit } = useForm({
    resolver,
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const mutation = useMutation({
    mutationFn: (body: ForgotPasswordBody) => forgotPassword(api, body),
  });

  return (
    <form className={styles.form} onSubmit={handleSubmit((body) => mutation.mutate(body))}>
      <Controller
        control={control}
        name="email"
        render={(c) => (
          <TextField
            {...fieldProps(c)}
            label={t.email}
            placeholder={t.emailPlaceholder}
            type="email"
            autoComplete="email"
            isRequired
          />
        )}
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
