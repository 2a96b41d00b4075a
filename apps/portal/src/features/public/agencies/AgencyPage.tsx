import { listingsRoutes } from '@bayti/data/contract/routes/listings';
import { EmptyState, Link, Skeleton, SkeletonGroup, StatusBadge } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Building2, MapPin, UserSearch } from 'lucide-react';
import { apiQuery } from '../../../api';
import { CandidateListCard, photoLoadingAt, useCandidateText } from '../candidates';
import layout from '../../shared/page/Page.module.css';
import list from '../candidates/CandidatesPage.module.css';
import styles from './AgencyPage.module.css';

/** The query options the route's loader ensures and the page reads: the first page of candidates. */
export const publicAgencyQuery = (id: number) =>
  apiQuery(listingsRoutes.publicAgency, { params: { id }, query: { page: 1, pageSize: 24 } });

export interface AgencyPageProps {
  id: number;
}

/** /agencies/$agencyId: the agency's name, licence status, city, and its listed candidates. */
export function AgencyPage({ id }: AgencyPageProps) {
  const text = useCandidateText();
  const t = text.t.agency;
  const {
    data: { agency, candidates, total },
  } = useSuspenseQuery(publicAgencyQuery(id));
  const verified = agency.licenceStatus === 'approved';

  return (
    <div className={`${layout.column} ${list.page}`}>
      <header className={styles.header}>
        <p className={styles.kicker}>
          <Building2 aria-hidden className={styles.icon} />
          {t.kicker}
        </p>
        <h1 className={list.title}>{agency.name}</h1>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.term}>{t.licence}</dt>
            <dd className={styles.value}>
              <StatusBadge tone={verified ? 'success' : 'neutral'} withDot>
                {verified ? t.licenceVerified : t.licenceNotVerified}
              </StatusBadge>
              {agency.licenceNumber && <span>{t.licenceNumber(agency.licenceNumber)}</span>}
            </dd>
          </div>
          {agency.city && (
            <div className={styles.fact}>
              <dt className={styles.term}>{t.city}</dt>
              <dd className={styles.value}>
                <MapPin aria-hidden className={styles.icon} />
                {agency.city}
              </dd>
            </div>
          )}
        </dl>
        {agency.about && <p className={list.subtitle}>{agency.about}</p>}
      </header>

      <section className={layout.column} aria-labelledby="agency-candidates">
        <div className={layout.spread}>
          <h2 id="agency-candidates" className={styles.sectionTitle}>
            {t.candidates}
          </h2>
          <p className={styles.count}>{t.count(total)}</p>
        </div>
        {candidates.length === 0 ? (
          <EmptyState
            icon={<UserSearch aria-hidden />}
            title={t.emptyTitle}
            hint={t.emptyHint}
            headingLevel={3}
            action={
              <Link href="/candidates" variant="standalone">
                {t.browseAll}
              </Link>
            }
          />
        ) : (
          <ul className={`${layout.bareList} ${list.grid}`}>
            {candidates.map((candidate, index) => (
              <li key={candidate.id} className={list.cell}>
                <CandidateListCard candidate={candidate} photoLoading={photoLoadingAt(index)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** An id that matches no agency with a public page. */
export function AgencyNotFound() {
  const { t } = useCandidateText();
  return (
    <div className={list.page}>
      <EmptyState
        icon={<Building2 aria-hidden />}
        title={t.agency.notFoundTitle}
        hint={t.agency.notFoundHint}
        headingLevel={1}
        action={
          <Link href="/candidates" variant="standalone">
            {t.agency.browseAll}
          </Link>
        }
      />
    </div>
  );
}

export function AgencyPageSkeleton() {
  const { t } = useCandidateText();
  return (
    <div className={list.page}>
      <SkeletonGroup label={t.agency.loading}>
        <Skeleton inlineSize="20rem" blockSize="2.5rem" />
        <Skeleton lines={2} />
      </SkeletonGroup>
    </div>
  );
}
