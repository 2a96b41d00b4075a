import { Button, FormMessage } from '@bayti/ui';
import { useMessages } from '../../i18n/use-messages';
import { failureMessage } from '../shared/error-message';
import { RESEND_FAILED, useResendVerification } from './resend-verification';
import styles from './VerifyEmail.module.css';

/** "Resend the link" for an address the page already knows, with the server's answer. */
export function ResendLinkButton({
  email,
  variant = 'secondary',
}: {
  email: string;
  variant?: 'primary' | 'secondary';
}) {
  const t = useMessages().auth.verify;
  const resend = useResendVerification();
  return (
    <div className={styles.resend}>
      <Button
        variant={variant}
        size="sm"
        isPending={resend.isPending}
        pendingLabel={t.resending}
        isDisabled={resend.isSuccess}
        onPress={() => resend.mutate(email)}
      >
        {t.resend}
      </Button>
      {resend.isSuccess && (
        <FormMessage size="sm" tone="success">
          {resend.data}
        </FormMessage>
      )}
      {resend.isError && (
        <FormMessage size="sm" tone="error">
          {failureMessage(resend.error, RESEND_FAILED, t.resendFailed)}
        </FormMessage>
      )}
    </div>
  );
}
