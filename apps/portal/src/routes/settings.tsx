import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../features/auth';
import { requireSignedIn } from '../features/auth/guards';
import { emailPreferencesQuery } from '../features/shared/notifications/queries';

export const Route = createFileRoute('/settings')({
  beforeLoad: ({ location }) => {
    requireSignedIn(location);
  },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(emailPreferencesQuery()),
  component: SettingsPage,
});
