import { isApiError } from '@bayti/data/client';
import type { JobPostDecisionBody, JobPostReview } from '@bayti/data/contract';
import { jobPostsRoutes } from '@bayti/data/contract/routes/job-posts';
import { Button, EmptyState, FormMessage, PageHeader, Pagination, Stack } from '@bayti/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { BriefcaseBusiness } from 'lucide-react';
import { useState } from 'react';
import { apiCall } from '../../api';
import { failureMessage } from '../shared/error-message';
import { ReasonDialog } from '../shared/listing/ReasonDialog';
import layout from '../shared/page/Page.module.css';
import { JobCard } from './JobCard';
import { jobPostReviewsQuery, refreshJobReviews } from './queries';
import { useJobText } from './use-job-text';
import styles from './JobPosts.module.css';

/** The client's English words for a failed decision (the server's own message wins). */
const DECIDE_FAILED = 'Failed to record the decision';

export interface JobReviewsPageProps {
  page: number;
  onPageChange: (page: number) => void;
}

type Asking = { post: JobPostReview; decision: 'reject' | 'request_changes' } | null;

const decide = (post: JobPostReview, body: Omit<JobPostDecisionBody, 'updatedAt'>) =>
  apiCall(
    jobPostsRoutes.decideJobPost,
    // The version the admin read: the server refuses (409) if the family edited it since.
    { params: { id: post.id }, body: { ...body, updatedAt: post.updatedAt } },
    { fallbackMessage: DECIDE_FAILED },
  );

/** A 409: the post was decided or edited since the queue was read. */
const isStale = (error: unknown) => isApiError(error) && error.status === 409;

/**
 * The admins' job review queue (/dashboard/admin/job-posts): every new post and every edit, first
 * come, first served, with its family and terms; Approve lists it, Reject and Request changes take
 * a reason the family reads. A decided post leaves the queue.
 */
export function JobReviewsPage({ page, onPageChange }: JobReviewsPageProps) {
  const text = useJobText();
  const r = text.j.review;
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(jobPostReviewsQuery(page));
  const [asking, setAsking] = useState<Asking>(null);
  const [notice, setNotice] = useState('');
  const decided = async (message: string) => {
    setAsking(null);
    setNotice(message);
    await refreshJobReviews(queryClient);
  };
  const approve = useMutation({
    mutationFn: (post: JobPostReview) => decide(post, { decision: 'approve' }),
    onSuccess: (_answer, post) => decided(r.approved(text.titleOf(post))),
    // The server's message says why; the queue shows the post as it stands now.
    onError: (error) => {
      if (isStale(error)) void refreshJobReviews(queryClient);
    },
  });
  const pageCount = Math.ceil(data.total / data.pageSize);

  return (
    <Stack gap="5">
      <PageHeader title={r.heading} description={r.intro} />
      <p role="status" className={layout.notice}>
        {notice}
      </p>
      {approve.isError && (
        <FormMessage tone="error">
          {failureMessage(approve.error, DECIDE_FAILED, r.failed)}
        </FormMessage>
      )}
      {data.items.length === 0 ? (
        <EmptyState
          icon={<BriefcaseBusiness aria-hidden />}
          title={r.empty}
          hint={r.emptyHint}
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
                  withDuties
                  footer={
                    <div className={styles.actions}>
                      <Button
                        aria-label={r.approveName(title)}
                        isDisabled={approve.isPending}
                        onPress={() => {
                          setNotice('');
                          approve.reset();
                          approve.mutate(post);
                        }}
                      >
                        {r.approve}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={r.requestChangesName(title)}
                        onPress={() => setAsking({ post, decision: 'request_changes' })}
                      >
                        {r.requestChanges}
                      </Button>
                      <Button
                        variant="danger"
                        aria-label={r.rejectName(title)}
                        onPress={() => setAsking({ post, decision: 'reject' })}
                      >
                        {r.reject}
                      </Button>
                    </div>
                  }
                >
                  <p className={styles.meta}>
                    {r.postedBy(post.family.name, post.family.email)} ·{' '}
                    {r.submitted(text.instant(post.submittedAt))}
                  </p>
                </JobCard>
              </li>
            );
          })}
        </ul>
      )}
      {pageCount > 1 && (
        <Pagination
          page={page}
          pageCount={pageCount}
          label={text.j.list.pages}
          previousLabel={text.j.list.previous}
          nextLabel={text.j.list.next}
          pageLabel={text.j.list.page}
          onPageChange={onPageChange}
        />
      )}
      {asking && (
        <ReasonDialog
          title={
            asking.decision === 'reject'
              ? r.rejectTitle(text.titleOf(asking.post))
              : r.changesTitle(text.titleOf(asking.post))
          }
          description={asking.decision === 'reject' ? r.rejectText : r.changesText}
          confirm={asking.decision === 'reject' ? r.reject : r.requestChanges}
          variant={asking.decision === 'reject' ? 'danger' : 'primary'}
          action={async ({ reason }) => {
            try {
              return await decide(asking.post, { decision: asking.decision, reason });
            } catch (error) {
              // The dialog shows the server's message; the queue behind it is read again.
              if (isStale(error)) void refreshJobReviews(queryClient);
              throw error;
            }
          }}
          failure={{ english: DECIDE_FAILED, local: r.failed }}
          onClose={() => setAsking(null)}
          onDone={() =>
            void decided(
              asking.decision === 'reject'
                ? r.rejected(text.titleOf(asking.post))
                : r.changesRequested(text.titleOf(asking.post)),
            )
          }
        />
      )}
    </Stack>
  );
}
