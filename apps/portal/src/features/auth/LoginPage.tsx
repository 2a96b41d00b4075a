import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link } from '@bayti/ui';
import { useMessages } from '../../i18n/use-messages';
import { authDialogAtom } from '../../state/auth-dialog';
import styles from './AuthForm.module.css';
import { AuthCard } from './AuthCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { homeOf, sameSitePath } from './redirects';
import { SignInForm } from './SignInForm';

export interface LoginPageProps {
  /** Where to return after signing in: a path on this site, else the role's dashboard. */
  redirect?: string | undefined;
}

/** /login: the sign-in form as a page, where an expired session lands. */
export function LoginPage({ redirect }: LoginPageProps) {
  const t = useMessages().auth;
  const navigate = useNavigate();
  const openDialog = useSetAtom(authDialogAtom);
  const [view, setView] = useState<'sign-in' | 'forgot'>('sign-in');

  if (view === 'forgot') {
    return (
      <AuthCard title={t.forgot.title} subtitle={t.forgot.subtitle}>
        <ForgotPasswordForm onBack={() => setView('sign-in')} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.signIn.title} subtitle={t.signIn.subtitle}>
      <SignInForm
        onForgotPassword={() => setView('forgot')}
        onSignedIn={(user) => {
          const back = sameSitePath(redirect);
          void (back ? navigate({ href: back }) : navigate({ to: homeOf(user.role) }));
        }}
      />
      <p className={styles.switch}>
        {t.signIn.noAccount} <Link onPress={() => openDialog('sign-up')}>{t.signIn.signUp}</Link>
      </p>
    </AuthCard>
  );
}
