import type { Interview, InterviewStatus } from '@bayti/data/contract';
import { Button, Card, Link, StatusBadge, type StatusTone } from '@bayti/ui';
import type { ReactNode } from 'react';
import layout from '../shared/page/Page.module.css';
import cards from '../shared/page/CardList.module.css';
import type { InterviewText } from './use-interview-text';
import styles from './Interviews.module.css';

export interface InterviewCardProps {
  interview: Interview;
  text: InterviewText;
  /** Who meets whom, as this side reads it. */
  title: string;
  /** Its state, as this side reads it ("Waiting for your answer", "Waiting for an answer"). */
  statusLabel: string;
  /** The label of the decline note ("Your note", "Her note"). */
  noteLabel: string;
  /** While proposed, the answering side picks a time; without it the times are only listed. */
  onPick?: ((slot: string) => void) | undefined;
  /** A request is on its way: every button waits. */
  isBusy: boolean;
  /** This side's buttons (Decline; Cancel, Record outcome), before Join once agreed. */
  actions?: ReactNode;
}

const TONE: Record<InterviewStatus, StatusTone> = {
  proposed: 'warning',
  agreed: 'success',
  declined: 'neutral',
  cancelled: 'neutral',
  held: 'info',
  no_show: 'neutral',
};

/**
 * One interview: how (video call or in person, and where), and while proposed each time in the
 * reader's time zone (with Pick for the answering side); once agreed its time and the video
 * call's link; the side's own buttons in its footer.
 */
export function InterviewCard({
  interview,
  text,
  title,
  statusLabel,
  noteLabel,
  onPick,
  isBusy,
  actions,
}: InterviewCardProps) {
  const { i } = text;
  const proposed = interview.status === 'proposed';
  const join = interview.status === 'agreed' && interview.videoUrl && (
    <Link href={interview.videoUrl} target="_blank" rel="noreferrer" variant="standalone">
      {i.join}
    </Link>
  );
  return (
    <Card
      elementType="article"
      aria-label={title}
      variant="outlined"
      padding="lg"
      headingLevel={3}
      title={title}
      header={<StatusBadge tone={TONE[interview.status]}>{statusLabel}</StatusBadge>}
      footer={
        actions ? (
          <div className={cards.actions}>
            {actions}
            {join}
          </div>
        ) : (
          join || undefined
        )
      }
    >
      <dl className={`${layout.bareList} ${styles.terms}`}>
        <div className={cards.term}>
          <dt>{i.terms.how}</dt>
          <dd>{i.mode[interview.mode]}</dd>
        </div>
        {interview.place && (
          <div className={cards.term}>
            <dt>{i.terms.place}</dt>
            <dd>{interview.place}</dd>
          </div>
        )}
        {interview.agreedAt ? (
          <div className={cards.term}>
            <dt>{i.terms.time}</dt>
            <dd>{text.time(interview.agreedAt)}</dd>
          </div>
        ) : (
          <div className={cards.term}>
            <dt>{i.terms.times}</dt>
            <dd>
              <ul className={`${layout.bareList} ${styles.slots}`}>
                {interview.slots.map((slot) => (
                  <li key={slot} className={styles.slot}>
                    <span>{text.time(slot)}</span>
                    {proposed && onPick && (
                      <Button
                        size="sm"
                        aria-label={i.pickTime(text.time(slot))}
                        isDisabled={isBusy}
                        onPress={() => onPick(slot)}
                      >
                        {i.pick}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {interview.declineNote && (
          <div className={cards.term}>
            <dt>{noteLabel}</dt>
            <dd>{interview.declineNote}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
