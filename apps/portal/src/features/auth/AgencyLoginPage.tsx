import { AGENCY_LOGIN_ROLES } from '@bayti/data/contract';
import { Link } from '@bayti/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMessages } from '../../i18n/use-messages';
import { FormSwitch } from './FormParts';
import { homeOf } from './redirects';
import { SignInCard } from './SignInCard';
import { SignInForm } from './SignInForm';

/**
 * /agency/login: only agencies and their staff. The role is checked from the login answer
 * before anything is stored; a refused login stores nothing and its server session is ended.
 */
export function AgencyLoginPage() {
  const t = useMessages().auth;
  const navigate = useNavigate();
  return (
    <SignInCard
      title={t.agency.title}
      subtitle={t.agency.subtitle}
      footer={
        <FormSwitch>
          <Link href="/login">{t.agency.mainLogin}</Link>
        </FormSwitch>
      }
    >
      {(onForgotPassword) => (
        <SignInForm
          variant="agency"
          allowedRoles={AGENCY_LOGIN_ROLES}
          onForgotPassword={onForgotPassword}
          onSignedIn={(user) => void navigate({ to: homeOf(user.role) })}
        />
      )}
    </SignInCard>
  );
}
