import type { PipelineApplication } from '@bayti/data/contract';
import { StatusBadge } from '@bayti/ui';
import { ScamWarning } from '../../shared/conversations/ScamWarning';
import type { EmployerText } from '../use-employer-text';
import styles from './AppliedMark.module.css';

/**
 * A row that came from one of the family's job posts (docs/decisions/0034): Applied, the job
 * ("Nanny in Dubai") and the worker's note, with the scam guard's warning of messages when the
 * note asks for money or carries a link (the server masks phone numbers without a plan).
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
      {application.warning && (
        <span className={styles.warning}>
          <ScamWarning warning={application.warning} words={text.messages.conversations.warnings} />
        </span>
      )}
    </span>
  );
}
