import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../features/public';

export const Route = createFileRoute('/pricing')({ component: PricingPage });
