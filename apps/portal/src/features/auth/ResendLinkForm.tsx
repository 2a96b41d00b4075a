import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useMessages } from '../../i18n/use-messages';
import { lazyResolver } from '../shared/forms/lazy-resolver';
import styles from './AuthForm.module.css';
import { EmailField, FormEnd } from './FormParts';
import { RESEND_FAILED, useResendVerification } from './resend-verification';

const resolver = lazyResolver(() =>
  import('./form-resolvers').then((m) => m.resendVerificationResolver),
);

/** A new verification link for a typed address (a link that did not work). */
export function ResendLinkForm() {
  const t = useMessages().auth.verify;
  useEffect(() => resolver.preload(), []);
  const { control, handleSubmit } = useForm({
    resolver,
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const resend = useResendVerification();
  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(({ email }) => resend.mutate(email))}
      aria-label={t.resend}
    >
      <EmailField control={control} />
      <FormEnd
        success={resend.isSuccess ? resend.data : undefined}
        error={resend.error}
        fallback={[RESEND_FAILED, t.resendFailed]}
        fullWidth
        isPending={resend.isPending}
        pendingLabel={t.resending}
      >
        {t.resend}
      </FormEnd>
    </form>
  );
}
