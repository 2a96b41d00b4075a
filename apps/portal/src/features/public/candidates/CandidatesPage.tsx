import { type CandidateSort, type Nationality, PAGE_SIZE } from '@bayti/data/contract';
import { candidatesRoutes } from '@bayti/data/contract/routes/candidates';
import {
  Button,
  EmptyState,
  FilterPanel,
  lazyComponent,
  NationalityChip,
  Pagination,
  Skeleton,
  SkeletonGroup,
} from '@bayti/ui';
import { SearchX } from 'lucide-react';
import { Suspense, useState } from 'react';
import { apiQuery } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { useShownQuery } from '../../shared/list/use-shown-query';
import { CandidateListCard, photoLoadingAt } from './CandidateListCard';
import {
  activeFilterCount,
  candidatesQueryFor,
  clearedSearch,
  pageCountOf,
  shownRange,
  toggleNationality,
  withFilters,
  withPage,
  withSort,
  type CandidatesSearch,
} from './candidates-search';
import { NATIONALITY_FLAG_SRC } from './flags';
import { SortMenu } from './SortMenu';
import { useCandidateText } from './use-candidate-text';
import layout from '../../shared/page/Page.module.css';
import styles from './CandidatesPage.module.css';

export interface CandidatesPageProps {
  /** The validated search params of /candidates. */
  search: CandidatesSearch;
  /** Writes a new search to the URL (a new history entry). */
  onSearchChange: (search: CandidatesSearch) => void;
}

/** How many controls CandidateFilters shows, for its skeleton. */
const FILTER_CONTROL_COUNT = 8;

/**
 * The filter controls, fetched where they show: at once beside the results on large screens, on a
 * sign of intent to open the drawer on small ones, where the first paint shows only its button.
 */
const CandidateFilters = lazyComponent(() =>
  import('./CandidateFilters').then((module) => module.CandidateFilters),
);

/** The query options the route's loader ensures and the page reads. */
export const candidatesPageQuery = (search: CandidatesSearch) =>
  apiQuery(candidatesRoutes.candidates, { query: candidatesQueryFor(search) });

/**
 * /candidates: nationality chips, filters, sort, the count and range, the grid, the empty
 * state and the pager. Everything it shows follows the URL; the previous page stays on screen while
 * the next one loads.
 */
export function CandidatesPage({ search, onSearchChange }: CandidatesPageProps) {
  const messages = useMessages();
  const text = useCandidateText();
  const { t } = text;
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  // The route has loaded the first page; another one loads behind the shown cards.
  const { data, isUpdating } = useShownQuery(search, candidatesPageQuery);

  const clearAll = () => {
    setDrawerOpen(false);
    onSearchChange(clearedSearch());
  };
  const sort: CandidateSort = search.sort ?? 'default';
  const filterCount = activeFilterCount(search);

  const chips: { nationality: Nationality; count: number }[] = [...data.nationalities];
  if (search.nationality && !chips.some((chip) => chip.nationality === search.nationality)) {
    // The chosen chip stays, so it can be pressed again to clear it.
    chips.push({ nationality: search.nationality, count: 0 });
  }

  return (
    <div className={`${layout.column} ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t.list.title}</h1>
        <p className={styles.subtitle}>{t.list.subtitle}</p>
      </header>

      <div role="group" aria-label={t.list.nationalities} className={styles.chips}>
        {chips.map(({ nationality, count }) => (
          <NationalityChip
            key={nationality}
            name={text.nationality(nationality)}
            flagSrc={NATIONALITY_FLAG_SRC[nationality]}
            count={count}
            isSelected={search.nationality === nationality}
            onChange={() => onSearchChange(toggleNationality(search, nationality))}
          />
        ))}
      </div>

      <div className={styles.layout}>
        <FilterPanel
          className={styles.filters}
          title={t.filters.title}
          openLabel={t.filters.open}
          closeLabel={t.filters.close}
          loadingLabel={messages.loading}
          activeCount={filterCount}
          isOpen={isDrawerOpen}
          onOpenChange={setDrawerOpen}
          onPrefetch={() => void CandidateFilters.preload()}
          clearAction={
            <Button variant="ghost" size="sm" onPress={clearAll}>
              {t.filters.clear}
            </Button>
          }
        >
          <Suspense fallback={<FiltersSkeleton />}>
            <CandidateFilters
              search={search}
              onChange={(patch) => onSearchChange(withFilters(search, patch))}
            />
          </Suspense>
        </FilterPanel>

        <section className={`${layout.column} ${styles.results}`} aria-label={t.list.results}>
          <div className={layout.spread}>
            <div className={styles.summary} aria-live="polite">
              <p className={styles.count}>{t.list.count(data.total)}</p>
              {data.total > 0 && (
                <p className={styles.range}>
                  {(() => {
                    const { from, to } = shownRange(data.page, data.pageSize, data.total);
                    return t.list.showing(
                      text.number(from),
                      text.number(to),
                      text.number(data.total),
                    );
                  })()}
                </p>
              )}
            </div>
            <SortMenu sort={sort} onSortChange={(next) => onSearchChange(withSort(search, next))} />
          </div>

          {data.candidates.length === 0 ? (
            <EmptyState
              icon={<SearchX aria-hidden />}
              title={t.list.emptyTitle}
              hint={t.list.emptyHint}
              headingLevel={2}
              action={<Button onPress={clearAll}>{t.list.clearAll}</Button>}
            />
          ) : (
            <ul
              className={`${layout.bareList} ${styles.grid}`}
              aria-busy={isUpdating || undefined}
              data-stale={isUpdating || undefined}
            >
              {data.candidates.map((candidate, index) => (
                <li key={candidate.id} className={styles.cell}>
                  <CandidateListCard
                    candidate={candidate}
                    headingLevel={2}
                    elementType="article"
                    photoLoading={photoLoadingAt(index)}
                  />
                </li>
              ))}
            </ul>
          )}
          {isUpdating && (
            <p role="status" className={styles.visuallyHidden}>
              {t.list.updating}
            </p>
          )}

          <Pagination
            className={styles.pagination}
            page={data.page}
            pageCount={data.total === 0 ? 0 : pageCountOf(data.total, data.pageSize)}
            onPageChange={(page) => {
              onSearchChange(
                withPage(search, page, page === data.page + 1 ? data.nextCursor : undefined),
              );
              window.scrollTo({ top: 0 });
            }}
            label={t.list.pagination}
            previousLabel={t.list.previous}
            nextLabel={t.list.next}
            pageLabel={(page) => t.list.page(text.number(page))}
            ellipsisLabel={t.list.morePages}
          />
        </section>
      </div>
    </div>
  );
}

/** The filter controls' room while their code arrives, so the panel does not jump. */
function FiltersSkeleton() {
  const messages = useMessages();
  return (
    <SkeletonGroup
      label={messages.loading}
      className={`${layout.column} ${styles.filtersSkeleton}`}
    >
      {Array.from({ length: FILTER_CONTROL_COUNT }, (_, index) => (
        <Skeleton key={index} variant="rect" blockSize="4.25rem" />
      ))}
    </SkeletonGroup>
  );
}

/** The first load: the shape of a page of cards. */
export function CandidatesGridSkeleton() {
  const { t } = useCandidateText();
  return (
    <SkeletonGroup label={t.list.loading} className={styles.skeleton}>
      <Skeleton inlineSize="12rem" />
      <div className={`${layout.bareList} ${styles.grid}`}>
        {Array.from({ length: Math.min(PAGE_SIZE, 6) }, (_, index) => (
          <div key={index} className={styles.skeletonCard}>
            <Skeleton variant="rect" blockSize="12rem" />
            <Skeleton lines={3} />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
