import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/auth';
import { homeOf, sameSitePath } from '../features/auth/redirects';
import { readSignedInUser } from '../state/session';

export const Route = createFileRoute('/login')({
  // A plain check, not a zod schema: route definitions ride in the main bundle (page budgets).
  validateSearch: (raw: Record<string, unknown>): { redirect?: string } =>
    typeof raw.redirect === 'string' ? { redirect: raw.redirect } : {},
  // Already signed in: straight on to where the sign-in would lead.
  beforeLoad: ({ search }) => {
    const user = readSignedInUser();
    if (!user) return;
    const back = sameSitePath(search.redirect);
    throw back ? redirect({ href: back }) : redirect({ to: homeOf(user.role) });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
