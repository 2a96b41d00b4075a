import { Card, EmptyState, FormMessage, Link, PageHeader } from '@bayti/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { BriefcaseBusiness } from 'lucide-react';
import { useState } from 'react';
import { userAtom } from '../../state/session';
import { ApplyForm } from './ApplyForm';
import { JobTerms } from './JobTerms';
import { jobPostQuery, myApplicationsQuery } from './queries';
import { useJobText, type JobText } from './use-job-text';
import styles from './JobPosts.module.css';

export interface JobPageProps {
  id: number;
}

/**
 * /jobs/$id: an open job's terms and duties; a signed-in worker applies with a note, once (then
 * reads when she applied); a visitor is asked to sign in; other accounts read that only workers
 * apply.
 */
export function JobPage({ id }: JobPageProps) {
  const text = useJobText();
  const { j } = text;
  const {
    data: { jobPost: post },
  } = useSuspenseQuery(jobPostQuery(id));
  const title = text.titleOf(post);
  return (
    <div className={styles.page}>
      <Link href="/jobs" variant="standalone">
        {j.page.back}
      </Link>
      <PageHeader
        title={title}
        description={j.publishedOn(text.instant(post.publishedAt))}
        headingLevel={1}
      />
      <Card variant="outlined" padding="lg">
        <JobTerms post={post} text={text} withDuties headingLevel={2} />
      </Card>
      <section aria-label={j.page.applyHeading} className={styles.apply}>
        <h2>{j.page.applyHeading}</h2>
        <ApplySection id={id} text={text} />
      </section>
    </div>
  );
}

function ApplySection({ id, text }: { id: number; text: JobText }) {
  const p = text.j.page;
  const user = useAtomValue(userAtom);
  const isWorker = user?.role === 'candidate';
  const applications = useQuery({ ...myApplicationsQuery(), enabled: isWorker });
  const [appliedNow, setAppliedNow] = useState<string | null>(null);

  if (!user)
    return (
      <p>
        {p.signInToApply}{' '}
        <Link href="/login" variant="standalone">
          {p.signIn}
        </Link>
      </p>
    );
  if (!isWorker) return <p>{p.onlyWorkers}</p>;
  if (applications.isPending) return null;
  const applied =
    appliedNow ?? applications.data?.items.find((a) => a.jobPost.id === id)?.appliedAt ?? null;
  if (applied) return <FormMessage tone="success">{p.applied(text.instant(applied))}</FormMessage>;
  return <ApplyForm jobPostId={id} text={text} onApplied={(a) => setAppliedNow(a.appliedAt)} />;
}

/** The page of a job that is not (or no longer) listed. */
export function JobNotFound() {
  const { j } = useJobText();
  return (
    <div className={styles.page}>
      <EmptyState
        icon={<BriefcaseBusiness aria-hidden />}
        title={j.page.notFound}
        hint={j.page.notFoundHint}
        headingLevel={1}
        action={
          <Link href="/jobs" variant="standalone">
            {j.page.back}
          </Link>
        }
      />
    </div>
  );
}
