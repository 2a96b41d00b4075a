import { sizedPhoto, type PublicCandidate } from '@bayti/data/contract';
import { CandidateCard, type CandidateCardProps } from '@bayti/ui';

import { ListedByLink } from './ListedByLink';
import { ShortlistButton } from './ShortlistButton';
import { useCandidateText } from './use-candidate-text';

export interface CandidateListCardProps {
  candidate: PublicCandidate;
  /** 3 under a section's h2 (the default); 2 where the page has no section heading. */
  headingLevel?: CandidateCardProps['headingLevel'];
  elementType?: CandidateCardProps['elementType'];
  photoLoading?: CandidateCardProps['photoLoading'];
  className?: string;
}

/** Cards in a grid's first row (three wide on a desktop) load their photo at once; the rest lazily. */
export const photoLoadingAt = (index: number): CandidateCardProps['photoLoading'] =>
  index < 3 ? 'eager' : 'lazy';

/**
 * A public candidate as a card of the Home and /candidates grids: photo, flag, translated
 * nationality and work type, age, salary, location, visa, services, how recently she was active
 * and who listed her, 'View Full Profile' and Shortlist.
 */
export function CandidateListCard({
  candidate,
  headingLevel = 3,
  elementType = 'article',
  photoLoading,
  className,
}: CandidateListCardProps) {
  const text = useCandidateText();
  const { t } = text;
  const activeText = text.active(candidate.activeAt);
  return (
    <CandidateCard
      className={className}
      elementType={elementType}
      headingLevel={headingLevel}
      name={candidate.name}
      photoSrc={sizedPhoto(candidate.image, 'card')}
      photoLoading={photoLoading}
      nationality={text.nationality(candidate.nationality)}
      flagSrc={candidate.flag}
      workStatus={text.workType(candidate.status)}
      ageText={text.age(candidate.age)}
      salaryText={text.salary(candidate)}
      location={text.location(candidate.location)}
      visaType={text.visa(candidate.visa)}
      services={candidate.services.map(text.service)}
      href={`/candidates/${candidate.id}`}
      actions={<ShortlistButton candidate={candidate} size="sm" named />}
      footnote={
        (activeText || candidate.listedBy) && (
          <>
            {activeText && <span>{activeText}</span>}
            {candidate.listedBy && <ListedByLink listedBy={candidate.listedBy} />}
          </>
        )
      }
      labels={{
        viewProfile: t.card.viewProfile,
        age: t.card.age,
        salary: t.card.salary,
        location: t.card.location,
        visaType: t.card.visaType,
        services: t.card.services,
      }}
    />
  );
}
