import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../features/auth';

export const Route = createFileRoute('/verify-email')({
  // A plain check, not a zod schema: route definitions ride in the main bundle (page budgets).
  validateSearch: (raw: Record<string, unknown>): { token?: string } =>
    typeof raw.token === 'string' ? { token: raw.token } : {},
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { token } = Route.useSearch();
  return <VerifyEmailPage token={token} />;
}
