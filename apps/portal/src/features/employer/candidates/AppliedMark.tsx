import type { PipelineApplication } from '@bayti/data/contract';
import { StatusBadge } from '@bayti/ui';
import type { EmployerText } from '../use-employer-text';
import styles from './AppliedMark.module.css';

/**
 * A row that came from one of the family's job posts (docs/decisions/0034): Applied, the job
 * ("Nanny in Dubai") and the worker's note.
 */
export function AppliedMark({
  application,
  text,
}: {
  application: PipelineApplication;
  text: EmployerText;
}) {
  const j = text.messages.jobPosts;
  const job = j.title(text.position(application.position), j.emirate[application.emirate]);
  return (
    <span className={styles.applied}>
      <StatusBadge tone="info">{j.applied}</StatusBadge>
      <span className={styles.job}>{job}</span>
      {application.note && <span className={styles.note}>{application.note}</span>}
    </span>
  );
}
