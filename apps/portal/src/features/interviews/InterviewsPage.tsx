import type { AnswerInterviewBody } from '@bayti/data/contract';
import { Button, FormMessage } from '@bayti/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '../../api';
import layout from '../shared/page/Page.module.css';
import cards from '../shared/page/CardList.module.css';
import { failureMessage } from '../shared/error-message';
import { InterviewCard } from './InterviewCard';
import { InterviewGroups } from './InterviewGroups';
import {
  answerInterviewRoute,
  interviewsQuery,
  refreshInterviews,
  type AnsweringSide,
} from './queries';
import { useInterviewText } from './use-interview-text';

export interface InterviewsPageProps {
  /** The worker's own interviews, or those of the candidates the agency listed. */
  side: AnsweringSide;
}

/** The client's English words for a failed answer (the server's own message wins). */
const ANSWER_FAILED = 'Your answer could not be saved';

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
      <InterviewGroups
        items={items}
        openTitle={i.open}
        earlierTitle={i.earlier}
        empty={{ title: i.empty, hint: i.emptyHint }}
      >
        {(interview) => (
          <InterviewCard
            interview={interview}
            text={text}
            title={
              side === 'agency'
                ? i.interviewFor(interview.candidate.name, interview.family.name)
                : i.interviewWith(interview.family.name)
            }
            statusLabel={i.status[interview.status]}
            noteLabel={i.terms.note}
            isBusy={answer.isPending}
            onPick={(slot) => send(interview.id, { answer: 'pick', slot })}
            actions={
              interview.status === 'proposed' && (
                <Button
                  variant="secondary"
                  isDisabled={answer.isPending}
                  onPress={() => send(interview.id, { answer: 'decline' })}
                >
                  {i.decline}
                </Button>
              )
            }
          />
        )}
      </InterviewGroups>
    </div>
  );
}
