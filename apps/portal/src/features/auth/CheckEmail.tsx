import { useMessages } from '../../i18n/use-messages';
import styles from './VerifyEmail.module.css';
import { ResendLinkButton } from './ResendLinkButton';

/** After sign-up: the address the link went to, and a way to ask for it again. */
export function CheckEmail({ email }: { email: string }) {
  const t = useMessages().auth.verify;
  return (
    <div className={styles.check} role="status">
      <p className={styles.text}>{t.checkText(email)}</p>
      <p className={styles.hint}>{t.checkHint}</p>
      <ResendLinkButton email={email} />
    </div>
  );
}
