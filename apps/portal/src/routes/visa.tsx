import { createFileRoute } from '@tanstack/react-router';
import { VisaPage } from '../features/public';

export const Route = createFileRoute('/visa')({ component: VisaPage });
