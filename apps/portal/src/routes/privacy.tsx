import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/public';

export const Route = createFileRoute('/privacy')({ component: PrivacyPage });
