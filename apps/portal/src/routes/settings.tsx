import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../features/auth';
import { requireSignedIn } from '../features/auth/guards';

export const Route = createFileRoute('/settings')({
  beforeLoad: ({ location }) => {
    requireSignedIn(location);
  },
  component: SettingsPage,
});
