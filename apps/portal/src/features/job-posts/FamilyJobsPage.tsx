import type { FamilyJobPost, JobPostStatus } from '@bayti/data/contract';
import { jobPostsRoutes } from '@bayti/data/contract/routes/job-posts';
import { Button, EmptyState, Link, StatusBadge, type StatusTone } from '@bayti/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { BriefcaseBusiness, Plus } from 'lucide-react';
import { useState } from 'react';
import { apiCall } from '../../api';
import { failureMessage } from '../shared/error-message';
import { ConfirmDialog } from '../shared/forms/ConfirmDialog';
import layout from '../shared/page/Page.module.css';
import { JobPostDialog } from './JobPostDialog';
import { JobCard } from './JobCard';
import { familyJobPostsQuery, refreshFamilyJobs } from './queries';
import { useJobText } from './use-job-text';
import styles from './JobPosts.module.css';

const TONE: Record<JobPostStatus, StatusTone> = {
  in_review: 'warning',
  changes_requested: 'warning',
  rejected: 'danger',
  open: 'success',
  closed: 'neutral',
  filled: 'info',
};

const EDITABLE: readonly JobPostStatus[] = ['in_review', 'changes_requested', 'rejected', 'open'];

/** The client's English words for a failed close or fill (the server's own message wins). */
const ACTION_FAILED = 'The job could not be changed';

type Editing = { post?: FamilyJobPost } | null;
type Ending = { post: FamilyJobPost; to: 'close' | 'fill' } | null;

/**
 * The family's Jobs (/dashboard/employer/jobs): Post a job; each post with its state (and the
 * reviewer's reason), its terms and how many applied; Edit (back to review), Close and Mark
 * filled. Applicants are in her Candidates, marked Applied.
 */
export function FamilyJobsPage() {
  const text = useJobText();
  const f = text.j.family;
  const queryClient = useQueryClient();
  const {
    data: { items },
  } = useSuspenseQuery(familyJobPostsQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState('');
  const [ending, setEnding] = useState<Ending>(null);
  const end = useMutation({
    mutationFn: ({ post, to }: { post: FamilyJobPost; to: 'close' | 'fill' }) =>
      apiCall(
        to === 'close' ? jobPostsRoutes.closeJobPost : jobPostsRoutes.fillJobPost,
        { params: { id: post.id } },
        { fallbackMessage: ACTION_FAILED },
      ),
    onSuccess: async ({ jobPost }) => {
      setEnding(null);
      await refreshFamilyJobs(queryClient);
      setNotice(jobPost.status === 'filled' ? f.filled : f.closed);
    },
  });
  // Close and Mark filled cannot be undone: each asks first.
  const act = (post: FamilyJobPost, to: 'close' | 'fill') => {
    setNotice('');
    end.reset();
    setEnding({ post, to });
  };

  return (
    <div className={`${layout.column} ${styles.list}`}>
      <p>{f.intro}</p>
      <div className={styles.actions}>
        <Button
          onPress={() => {
            setNotice('');
            setEditing({});
          }}
        >
          <Plus aria-hidden /> {f.post}
        </Button>
      </div>
      <p role="status" className={layout.notice}>
        {notice}
      </p>
      {items.length === 0 ? (
        <EmptyState
          icon={<BriefcaseBusiness aria-hidden />}
          title={f.empty}
          hint={f.emptyHint}
          headingLevel={2}
        />
      ) : (
        <ul className={styles.list}>
          {items.map((post) => {
            const title = text.titleOf(post);
            const editable = EDITABLE.includes(post.status);
            return (
              <li key={post.id}>
                <JobCard
                  post={post}
                  text={text}
                  withDuties
                  header={
                    <StatusBadge tone={TONE[post.status]}>{text.j.status[post.status]}</StatusBadge>
                  }
                  footer={
                    <div className={styles.actions}>
                      {editable && (
                        <Button
                          variant="secondary"
                          aria-label={f.editName(title)}
                          onPress={() => {
                            setNotice('');
                            setEditing({ post });
                          }}
                        >
                          {f.edit}
                        </Button>
                      )}
                      {editable && (
                        <Button
                          variant="secondary"
                          aria-label={f.closeName(title)}
                          isDisabled={end.isPending}
                          onPress={() => act(post, 'close')}
                        >
                          {f.close}
                        </Button>
                      )}
                      {(post.status === 'open' || post.status === 'closed') && (
                        <Button
                          variant="secondary"
                          aria-label={f.fillName(title)}
                          isDisabled={end.isPending}
                          onPress={() => act(post, 'fill')}
                        >
                          {f.fill}
                        </Button>
                      )}
                      {post.applicationCount > 0 && (
                        <Link href="/dashboard/employer/candidates" variant="standalone">
                          {f.seeApplicants}
                        </Link>
                      )}
                    </div>
                  }
                >
                  <p className={styles.meta}>
                    {f.applications(text.number(post.applicationCount))}
                  </p>
                  {post.reviewReason && <p>{f.reason(post.reviewReason)}</p>}
                </JobCard>
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <JobPostDialog
          text={text}
          post={editing.post}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setNotice(editing.post ? f.saved : f.posted);
            setEditing(null);
          }}
        />
      )}
      {ending && (
        <ConfirmDialog
          title={
            ending.to === 'close'
              ? f.closeTitle(text.titleOf(ending.post))
              : f.fillTitle(text.titleOf(ending.post))
          }
          description={ending.to === 'close' ? f.closeText : f.fillText}
          labels={text.j.frame}
          confirm={ending.to === 'close' ? f.closeConfirm : f.fill}
          variant="danger"
          isPending={end.isPending}
          error={end.isError ? failureMessage(end.error, ACTION_FAILED, f.actionFailed) : undefined}
          onCancel={() => {
            end.reset();
            setEnding(null);
          }}
          onConfirm={() => end.mutate(ending)}
        />
      )}
    </div>
  );
}
