import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useMessages } from '../../i18n/use-messages';
import { authDialogAtom } from '../../state/auth-dialog';
import { SignUpInstead } from './FormParts';
import { homeOf, sameSitePath } from './redirects';
import { SignInCard } from './SignInCard';
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
  return (
    <SignInCard
      title={t.signIn.title}
      subtitle={t.signIn.subtitle}
      footer={<SignUpInstead onSignUp={() => openDialog('sign-up')} />}
    >
      {(onForgotPassword) => (
        <SignInForm
          onForgotPassword={onForgotPassword}
          onSignedIn={(user) => {
            const back = sameSitePath(redirect);
            void (back ? navigate({ href: back }) : navigate({ to: homeOf(user.role) }));
          }}
        />
      )}
    </SignInCard>
  );
}
