import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { userAtom } from '../../state/session';
import { ResendLinkButton } from './ResendLinkButton';
import styles from './VerifyEmail.module.css';

/**
 * On the family's and the worker's dashboards while the signed-in account has not verified its
 * email: what waits on it, and Resend. Nothing for a verified account (its strings are not even
 * fetched).
 */
export function VerifyEmailBanner() {
  const user = useAtomValue(userAtom);
  if (!user || user.emailVerified !== false) return null;
  return (
    <Suspense fallback={null}>
      <Banner email={user.email} isFamily={user.role === 'client'} />
    </Suspense>
  );
}

function Banner({ email, isFamily }: { email: string; isFamily: boolean }) {
  const t = useMessages().auth.verify;
  return (
    <section className={styles.banner} aria-label={t.bannerTitle}>
      <p className={styles.bannerTitle}>{t.bannerTitle}</p>
      <p className={styles.bannerText}>
        {isFamily ? t.bannerFamily(email) : t.bannerWorker(email)}
      </p>
      <ResendLinkButton email={email} />
    </section>
  );
}
