import { AGENCY_LOGIN_ROLES } from '@bayti/data/contract';
import { Link } from '@bayti/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import styles from './AuthForm.module.css';
import { AuthCard } from './AuthCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { homeOf } from './redirects';
import { SignInForm } from './SignInForm';

/**
 * /agency/login: only agencies and their staff. The role is checked from the login answer
 * before anything is stored; a refused login stores nothing and its server session is ended.
 */
export function AgencyLoginPage() {
  const t = useMessages().auth;
  const navigate = useNavigate();
  const [view, setView] = useState<'sign-in' | 'forgot'>('sign-in');

  if (view === 'forgot') {
    return (
      <AuthCard title={t.forgot.title} subtitle={t.forgot.subtitle}>
        <ForgotPasswordForm onBack={() => setView('sign-in')} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.agency.title} subtitle={t.agency.subtitle}>
      <SignInForm
        variant="agency"
        allowedRoles={AGENCY_LOGIN_ROLES}
        onForgotPassword={() => setView('forgot')}
        onSignedIn={(user) => void navigate({ to: homeOf(user.role) })}
      />
      <p className={styles.switch}>
        <Link href="/login">{t.agency.mainLogin}</Link>
      </p>
    </AuthCard>
  );
}
