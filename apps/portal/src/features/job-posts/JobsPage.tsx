import {
  CANDIDATE_POSITIONS,
  EMIRATES,
  JOB_POSTS_PAGE_SIZE,
  WORK_TYPES,
} from '@bayti/data/contract';
import { Button, EmptyState, Link, PageHeader, Pagination, Select } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { BriefcaseBusiness } from 'lucide-react';
import { JobCard } from './JobCard';
import { jobPostsQuery } from './queries';
import type { JobsSearch } from './search';
import { useJobText } from './use-job-text';
import styles from './JobPosts.module.css';

export interface JobsPageProps {
  search: JobsSearch;
  /** A new search: a filter changed (back to page 1) or another page. */
  onSearchChange: (next: JobsSearch) => void;
}

/**
 * /jobs: the open jobs families posted and an admin approved, newest first, filtered by position,
 * emirate and work type, a page at a time; each opens its page to read and apply.
 */
export function JobsPage({ search, onSearchChange }: JobsPageProps) {
  const text = useJobText();
  const { j, messages } = text;
  const l = j.list;
  const { data } = useSuspenseQuery(jobPostsQuery(search));
  const pageCount = Math.ceil(data.total / JOB_POSTS_PAGE_SIZE);
  const filtered = Boolean(search.position || search.emirate || search.workType);

  const filter = <K extends 'position' | 'emirate' | 'workType'>(
    key: K,
    label: string,
    any: string,
    options: { id: string; label: string }[],
  ) => (
    <Select
      label={label}
      items={[{ id: '', label: any }, ...options]}
      selectedKey={search[key] ?? ''}
      onSelectionChange={(value) => {
        const { page: _page, ...rest } = search;
        onSearchChange({ ...rest, [key]: value ? String(value) : undefined });
      }}
    />
  );

  return (
    <div className={styles.page}>
      <PageHeader title={l.heading} description={l.intro} headingLevel={1} />
      <section aria-label={l.filters} className={styles.filters}>
        {filter(
          'position',
          j.terms.position,
          l.anyPosition,
          CANDIDATE_POSITIONS.map((id) => ({ id, label: messages.candidates.position[id] })),
        )}
        {filter(
          'emirate',
          j.terms.emirate,
          l.anyEmirate,
          EMIRATES.map((id) => ({ id, label: j.emirate[id] })),
        )}
        {filter(
          'workType',
          j.terms.workType,
          l.anyWorkType,
          WORK_TYPES.map((id) => ({ id, label: messages.candidates.workType[id] })),
        )}
        {filtered && (
          <Button variant="ghost" onPress={() => onSearchChange({})}>
            {l.clear}
          </Button>
        )}
      </section>
      <p role="status" className={styles.meta}>
        {l.count(text.number(data.total))}
      </p>
      {data.items.length === 0 ? (
        <EmptyState
          icon={<BriefcaseBusiness aria-hidden />}
          title={l.empty}
          hint={l.emptyHint}
          headingLevel={2}
        />
      ) : (
        <ul className={styles.list}>
          {data.items.map((post) => {
            const title = text.titleOf(post);
            return (
              <li key={post.id}>
                <JobCard
                  post={post}
                  text={text}
                  footer={
                    <Link
                      href={`/jobs/${post.id}`}
                      variant="standalone"
                      aria-label={l.readName(title)}
                    >
                      {l.read}
                    </Link>
                  }
                >
                  <p className={styles.meta}>{j.publishedOn(text.instant(post.publishedAt))}</p>
                </JobCard>
              </li>
            );
          })}
        </ul>
      )}
      {pageCount > 1 && (
        <Pagination
          page={search.page ?? 1}
          pageCount={pageCount}
          label={l.pages}
          previousLabel={l.previous}
          nextLabel={l.next}
          pageLabel={l.page}
          onPageChange={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
        />
      )}
    </div>
  );
}
