import { Button, EmptyState, Skeleton, SkeletonGroup } from '@bayti/ui';
import { CircleAlert } from 'lucide-react';
import { useMessages } from '../../i18n/use-messages';
import styles from './CandidateDashboard.module.css';

/** While a section's data loads. */
export function SectionSkeleton({ section }: { section: 'profile' | 'documents' }) {
  const t = useMessages().candidate;
  return (
    <SkeletonGroup
      label={section === 'profile' ? t.profile.loading : t.documents.loading}
      className={styles.page}
    >
      <Skeleton variant="rect" blockSize="7rem" />
      <Skeleton variant="rect" blockSize="10rem" />
      <Skeleton variant="rect" blockSize="14rem" />
    </SkeletonGroup>
  );
}

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
