import type { Interview, InterviewStatus } from '@bayti/data/contract';
import { Button, Card, Link, StatusBadge, type StatusTone } from '@bayti/ui';
import layout from '../shared/page/Page.module.css';
import cards from '../shared/page/CardList.module.css';
import type { InterviewText } from './use-interview-text';
import styles from './Interviews.module.css';

export interface InterviewCardProps {
  interview: Interview;
  text: InterviewText;
  /** The agency answers for several candidates: her name heads each interview. */
  showCandidate: boolean;
  /** An answer is on its way: every answer waits. */
  isAnswering: boolean;
  onPick: (interview: Interview, slot: string) => void;
  onDecline: (interview: Interview) => void;
}

const TONE: Record<InterviewStatus, StatusTone> = {
  proposed: 'warning',
  agreed: 'success',
  declined: 'neutral',
  cancelled: 'neutral',
  held: 'info',
  no_show: 'neutral',
};

/** The title of an interview: with which family, and for whom when the agency reads it. */
export const interviewTitle = (
  text: InterviewText,
  interview: Interview,
  showCandidate: boolean,
) =>
  showCandidate
    ? text.i.interviewFor(interview.candidate.name, interview.family.name)
    : text.i.interviewWith(interview.family.name);

/**
 * One interview: how (video call or in person, and where), and while proposed each time in the
 * reader's time zone with Pick, and Decline; once agreed its time and the video call's link.
 */
export function InterviewCard({
  interview,
  text,
  showCandidate,
  isAnswering,
  onPick,
  onDecline,
}: InterviewCardProps) {
  const { i } = text;
  const title = interviewTitle(text, interview, showCandidate);
  const proposed = interview.status === 'proposed';
  const agreed = interview.status === 'agreed';
  return (
    <Card
      elementType="article"
      aria-label={title}
      variant="outlined"
      padding="lg"
      headingLevel={3}
      title={title}
      header={<StatusBadge tone={TONE[interview.status]}>{i.status[interview.status]}</StatusBadge>}
      footer={
        proposed ? (
          <div className={cards.actions}>
            <Button
              variant="secondary"
              isDisabled={isAnswering}
              onPress={() => onDecline(interview)}
            >
              {i.decline}
            </Button>
          </div>
        ) : agreed && interview.videoUrl ? (
          <Link href={interview.videoUrl} target="_blank" rel="noreferrer" variant="standalone">
            {i.join}
          </Link>
        ) : undefined
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
                    {proposed && (
                      <Button
                        size="sm"
                        aria-label={i.pickTime(text.time(slot))}
                        isDisabled={isAnswering}
                        onPress={() => onPick(interview, slot)}
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
            <dt>{i.terms.note}</dt>
            <dd>{interview.declineNote}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
