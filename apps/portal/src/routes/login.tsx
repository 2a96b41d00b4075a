import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../features/auth';
import { homeOf, sameSitePath } from '../features/auth/redirects';
import { readSignedInUser } from '../state/session';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.string().optional() }),
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
