import { createFileRoute } from '@tanstack/react-router';
import { SectionPreparing } from '../../../features/shared/dashboard/SectionPreparing';

export const Route = createFileRoute('/dashboard/agency/reports')({
  component: SectionPreparing,
});
