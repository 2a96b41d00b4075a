import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/public';

export const Route = createFileRoute('/contact')({ component: ContactPage });
