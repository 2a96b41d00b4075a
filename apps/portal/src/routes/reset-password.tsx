import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth';

export const Route = createFileRoute('/reset-password')({
  // A plain check, not a zod schema: route definitions ride in the main bundle (page budgets).
  validateSearch: (raw: Record<string, unknown>): { token?: string } =>
    typeof raw.token === 'string' ? { token: raw.token } : {},
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
