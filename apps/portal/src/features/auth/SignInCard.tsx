import { useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { AuthCard } from './AuthCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';

export interface SignInCardProps {
  title: string;
  subtitle: string;
  /** The sign-in form, given what opens the reset-link form in its place. */
  children: (onForgotPassword: () => void) => ReactNode;
  /** The line under the form that leads to another way in (a FormSwitch). */
  footer: ReactNode;
}

/** The card of a sign-in page; 'Forgot password?' swaps it for the reset-link form and back. */
export function SignInCard({ title, subtitle, children, footer }: SignInCardProps) {
  const t = useMessages().auth;
  const [view, setView] = useState<'sign-in' | 'forgot'>('sign-in');

  if (view === 'forgot') {
    return (
      <AuthCard title={t.forgot.title} subtitle={t.forgot.subtitle}>
        <ForgotPasswordForm onBack={() => setView('sign-in')} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} subtitle={subtitle}>
      {children(() => setView('forgot'))}
      {footer}
    </AuthCard>
  );
}
