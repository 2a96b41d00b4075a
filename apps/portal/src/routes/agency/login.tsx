import { createFileRoute } from '@tanstack/react-router';
import { AgencyLoginPage } from '../../features/auth';

export const Route = createFileRoute('/agency/login')({ component: AgencyLoginPage });
