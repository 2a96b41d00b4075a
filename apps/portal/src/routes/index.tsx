import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/public';

export const Route = createFileRoute('/')({ component: HomePage });
