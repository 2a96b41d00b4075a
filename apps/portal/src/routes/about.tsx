import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/public';

export const Route = createFileRoute('/about')({ component: AboutPage });
