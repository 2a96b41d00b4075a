import type { AnswerInterviewBody, Interview } from '@bayti/data/contract';
import { EmptyState, FormMessage } from '@bayti/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { apiCall } from '../../api';
import layout from '../shared/page/Page.module.css';
import cards from '../shared/page/CardList.module.css';
import { failureMessage } from '../shared/error-message';
import { InterviewCard } from './InterviewCard';
import {
  answerInterviewRoute,
  interviewsQuery,
  refreshInterviews,
  type InterviewSide,
} from './queries';
import { useInterviewText } from './use-interview-text';

export interface InterviewsPageProps {
  /** The worker's own interviews, or those of the candidates the agency listed. */
  side: InterviewSide;
}

/** The client's English words for a failed answer (the server's own message wins). */
const ANSWER_FAILED = 'Your answer could not be saved';

const isOpen = (interview: Interview) =>
  interview.status === 'proposed' || interview.status === 'agreed';

/**
 * Interviews (/dashboard/candidate/interviews, /dashboard/agency/interviews): those to answer or
 * coming up first, each proposed time in the reader's time zone with Pick, and Decline; then the
 * earlier ones with their state.
 */
export function InterviewsPage({ side }: InterviewsPageProps) {
  const text = useInterviewText();
  const { i } = text;
  const queryClient = useQueryClient();
  const {
    data: { items },
  } = useSuspenseQuery(interviewsQuery(side));
  const [notice, setNotice] = useState('');
  const openId = useId();
  const earlierId = useId();
  const answer = useMutation({
    mutationFn: ({ id, body }: { id: number; body: AnswerInterviewBody }) =>
      apiCall(
        answerInterviewRoute(side),
        { params: { id }, body },
        { fallbackMessage: ANSWER_FAILED },
      ),
    onSuccess: async ({ interview }) => {
      await refreshInterviews(queryClient, side);
      setNotice(interview.agreedAt ? i.picked(text.time(interview.agreedAt)) : i.declined);
    },
  });
  const send = (id: number, body: AnswerInterviewBody) => {
    setNotice('');
    answer.reset();
    answer.mutate({ id, body });
  };

  const group = (id: string, title: string, interviews: Interview[]) =>
    interviews.length > 0 && (
      <section aria-labelledby={id} className={`${layout.column} ${cards.group}`}>
        <h2 id={id} className={cards.groupTitle}>
          {title}
        </h2>
        <ul className={`${layout.bareList} ${layout.column} ${cards.list}`}>
          {interviews.map((interview) => (
            <li key={interview.id}>
              <InterviewCard
                interview={interview}
                text={text}
                showCandidate={side === 'agency'}
                isAnswering={answer.isPending}
                onPick={(picked, slot) => send(picked.id, { answer: 'pick', slot })}
                onDecline={(declined) => send(declined.id, { answer: 'decline' })}
              />
            </li>
          ))}
        </ul>
      </section>
    );

  return (
    <div className={`${layout.column} ${cards.page}`}>
      <p>{side === 'agency' ? i.agencyIntro : i.intro}</p>
      <p role="status" className={layout.notice}>
        {notice}
      </p>
      {answer.isError && (
        <FormMessage tone="error">
          {failureMessage(answer.error, ANSWER_FAILED, i.failed)}
        </FormMessage>
      )}
      {items.length === 0 ? (
        <EmptyState
          icon={<CalendarClock aria-hidden />}
          title={i.empty}
          hint={i.emptyHint}
          headingLevel={2}
        />
      ) : (
        <>
          {group(openId, i.open, items.filter(isOpen))}
          {group(
            earlierId,
            i.earlier,
            items.filter((interview) => !isOpen(interview)),
          )}
        </>
      )}
    </div>
  );
}
