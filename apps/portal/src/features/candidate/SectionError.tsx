import { Button, EmptyState } from '@bayti/ui';
import { CircleAlert } from 'lucide-react';
import { useMessages } from '../../i18n/use-messages';

export interface SectionErrorProps {
  section: 'profile' | 'documents';
  onRetry: () => void;
}

/** A section whose data could not be read: say so and offer to try again. */
export function SectionError({ section, onRetry }: SectionErrorProps) {
  const t = useMessages().candidate;
  return (
    <EmptyState
      icon={<CircleAlert />}
      title={section === 'profile' ? t.profile.loadFailed : t.documents.loadFailed}
      headingLevel={2}
      action={<Button onPress={onRetry}>{t.profile.retry}</Button>}
    />
  );
}
