import { Skeleton, SkeletonGroup } from '@bayti/ui';
import { useMessages } from '../../i18n/use-messages';

/** Laid out inline: this file loads with the main bundle (the router shows it before any chunk). */
const layout = { display: 'flex', flexDirection: 'column', gap: 'var(--space-4)' } as const;

/**
 * While a section's data loads. Route loaders show it before the section's code arrives, so it
 * imports nothing of the dashboard itself.
 */
export function SectionSkeleton({ section }: { section: 'profile' | 'documents' }) {
  const t = useMessages().candidate;
  return (
    <SkeletonGroup
      label={section === 'profile' ? t.profile.loading : t.documents.loading}
      style={layout}
    >
      <Skeleton variant="rect" blockSize="7rem" />
      <Skeleton variant="rect" blockSize="10rem" />
      <Skeleton variant="rect" blockSize="14rem" />
    </SkeletonGroup>
  );
}
