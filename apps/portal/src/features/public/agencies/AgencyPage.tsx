import { listingsRoutes } from '@bayti/data/contract/routes/listings';
import { EmptyState, Link, Pagination, Skeleton, SkeletonGroup, StatusBadge } from '@bayti/ui';
import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Building2, MapPin, UserSearch } from 'lucide-react';
import { apiQuery } from '../../../api';
import { CandidateListCard, pageCountOf, photoLoadingAt, useCandidateText } from '../candidates';
import layout from '../../shared/page/Page.module.css';
import list from '../candidates/CandidatesPage.module.css';
import styles from './AgencyPage.module.css';

/** How many of an agency's candidates a page shows (a grid of three by eight). */
export const AGENCY_PAGE_SIZE = 24;

/** The query options the route's loader ensures and the page reads: a page of its candidates. */
export const publicAgencyQuery = (id: number, page = 1) =>
  apiQuery(listingsRoutes.publicAgency, {
    params: { id },
    query: { page, pageSize: AGENCY_PAGE_SIZE },
  });

export interface AgencyPageProps {
  id: number;
  /** The page of its candidates, from 1 (the URL's ?page). */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Its published reviews, below its candidates (the route composes them). */
  reviews?: ReactNode;
}

/** /agencies/$agencyId: the agency's name, licence status, city, and its listed candidates. */
export function AgencyPage({ id, page = 1, onPageChange, reviews }: AgencyPageProps) {
  const text = useCandidateText();
  const t = text.t.agency;
  const l = text.t.list;
  const {
    data: { agency, candidates, total, pageSize },
  } = useSuspenseQuery(publicAgencyQuery(id, page));
  const pageCount = pageCountOf(total, pageSize);
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
        {pageCount > 1 && onPageChange && (
          <Pagination
            className={list.pagination}
            page={page}
            pageCount={pageCount}
            onPageChange={(next) => {
              onPageChange(next);
              window.scrollTo({ top: 0 });
            }}
            label={l.pagination}
            previousLabel={l.previous}
            nextLabel={l.next}
            pageLabel={(n) => l.page(text.number(n))}
            ellipsisLabel={l.morePages}
          />
        )}
      </section>
      {reviews}
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
