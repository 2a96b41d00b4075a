import type { PublicCandidate } from '@bayti/data/contract';
import { Link } from '@bayti/ui';
import { useCandidateText } from './use-candidate-text';

export interface ListedByLinkProps {
  listedBy: NonNullable<PublicCandidate['listedBy']>;
  className?: string;
}

/** "Listed by {agency}", a link to the agency's public page. */
export function ListedByLink({ listedBy, className }: ListedByLinkProps) {
  const { t } = useCandidateText();
  return (
    <Link href={`/agencies/${listedBy.id}`} className={className}>
      {t.profile.listedBy(listedBy.name)}
    </Link>
  );
}
