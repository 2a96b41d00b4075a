import { Button, Link, Skeleton } from '@bayti/ui';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../../i18n/use-messages';
import layout from '../../shared/page/Page.module.css';
import { CandidateListCard, photoLoadingAt } from '../candidates';
import { homeCandidatesQuery } from './home-candidates';
import styles from './HomePage.module.css';
import { HomeSection } from './HomeSection';

/** 'Our Candidates': the first nine profiles from the API, and the way to all of them. */
export function HomeCandidates() {
  const t = useMessages();
  const { data, isPending, isError, refetch } = useQuery(homeCandidatesQuery());

  return (
    <HomeSection
      eyebrow={t.home.candidates.eyebrow}
      title={t.home.candidates.title}
      titleId="candidates-title"
      intro={t.home.candidates.intro}
    >
      {isError ? (
        <div role="alert" className={styles.loadError}>
          <p>{t.home.candidates.loadError}</p>
          <Button variant="secondary" onPress={() => void refetch()}>
            {t.home.candidates.retry}
          </Button>
        </div>
      ) : (
        <ul
          className={`${layout.bareList} ${styles.candidateGrid}`}
          aria-busy={isPending || undefined}
        >
          {isPending
            ? Array.from({ length: 3 }, (_, index) => (
                <li key={index}>
                  <Skeleton variant="rect" className={styles.candidateSkeleton} />
                </li>
              ))
            : data.candidates.map((candidate, index) => (
                <CandidateListCard
                  key={candidate.id}
                  candidate={candidate}
                  elementType="li"
                  photoLoading={photoLoadingAt(index)}
                />
              ))}
        </ul>
      )}
      <Link href="/candidates" variant="standalone" showArrow className={styles.exploreAll}>
        {t.home.candidates.exploreAll}
      </Link>
    </HomeSection>
  );
}
