import { authRoutes } from '@bayti/data/contract/routes/auth';
import { Link } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@bayti/data/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { apiCall } from '../../api';
import { useMessages } from '../../i18n/use-messages';
import { lazyResolver } from '../shared/forms/lazy-resolver';
import styles from './AuthForm.module.css';
import { EmailField, FormEnd, FormSwitch } from './FormParts';

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
    mutationFn: async (body: ForgotPasswordBody) =>
      (
        await apiCall(
          authRoutes.forgotPassword,
          { body },
          { fallbackMessage: 'Failed to send the reset link', expireSessionOn401: false },
        )
      ).message,
  });

  return (
    <form className={styles.form} onSubmit={handleSubmit((body) => mutation.mutate(body))}>
      <EmailField control={control} />
      <FormEnd
        success={mutation.isSuccess ? mutation.data : undefined}
        error={mutation.error}
        fallback={['Failed to send the reset link', t.forgot.failed]}
        fullWidth
        isPending={mutation.isPending}
        pendingLabel={t.forgot.pending}
      >
        {t.forgot.submit}
      </FormEnd>
      <FormSwitch>
        <Link onPress={onBack}>{t.forgot.back}</Link>
      </FormSwitch>
    </form>
  );
}
