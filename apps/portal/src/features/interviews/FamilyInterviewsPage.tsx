import type { Interview } from '@bayti/data/contract';
import { interviewsRoutes } from '@bayti/data/contract/routes/interviews';
import { Button, Link } from '@bayti/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '../../api';
import { failureMessage } from '../shared/error-message';
import { ConfirmDialog } from '../shared/forms/ConfirmDialog';
import layout from '../shared/page/Page.module.css';
import cards from '../shared/page/CardList.module.css';
import { InterviewCard } from './InterviewCard';
import { InterviewGroups } from './InterviewGroups';
import { OutcomeDialog } from './OutcomeDialog';
import { interviewsQuery, refreshInterviews } from './queries';
import { useInterviewText } from './use-interview-text';

/** The client's English words for a failed cancellation (the server's own message wins). */
const CANCEL_FAILED = 'The interview could not be cancelled';

/** An agreed interview's outcome can be recorded once its time has come (the server checks it). */
export const outcomeDue = (interview: Interview, now: Date) =>
  interview.status === 'agreed' &&
  interview.agreedAt !== null &&
  Date.parse(interview.agreedAt) <= now.getTime();

type Pending = { kind: 'cancel' | 'outcome'; interview: Interview };

/**
 * The family's Interviews (/dashboard/employer/interviews): the times she proposed, waiting for an
 * answer, and the agreed interviews (with the video call's link), with Cancel; once an agreed
 * time has come, Record outcome instead, which moves her pipeline row; then the earlier ones.
 */
export function FamilyInterviewsPage() {
  const text = useInterviewText();
  const f = text.i.family;
  const queryClient = useQueryClient();
  const {
    data: { items },
  } = useSuspenseQuery(interviewsQuery('family'));
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState('');
  const now = new Date();
  const cancel = useMutation({
    mutationFn: (id: number) =>
      apiCall(
        interviewsRoutes.cancelInterview,
        { params: { id } },
        { fallbackMessage: CANCEL_FAILED },
      ),
    onSuccess: async ({ interview }) => {
      await refreshInterviews(queryClient, 'family');
      setPending(null);
      setNotice(f.cancelled(interview.candidate.name));
    },
  });
  const open = (kind: Pending['kind'], interview: Interview) => {
    setNotice('');
    cancel.reset();
    setPending({ kind, interview });
  };

  return (
    <div className={`${layout.column} ${cards.page}`}>
      <p>{f.intro}</p>
      <p role="status" className={layout.notice}>
        {notice}
      </p>
      <InterviewGroups
        items={items}
        openTitle={f.open}
        earlierTitle={text.i.earlier}
        empty={{
          title: f.empty,
          hint: f.emptyHint,
          action: (
            <Link href="/dashboard/employer/candidates" variant="standalone">
              {f.browse}
            </Link>
          ),
        }}
      >
        {(interview) => {
          const isOpen = interview.status === 'proposed' || interview.status === 'agreed';
          // Once an agreed time has come, what happened is recorded; it is no longer cancelled.
          const due = outcomeDue(interview, now);
          return (
            <InterviewCard
              interview={interview}
              text={text}
              title={f.interviewWith(interview.candidate.name)}
              statusLabel={f.status[interview.status]}
              noteLabel={f.declineNote}
              isBusy={cancel.isPending}
              actions={
                isOpen && (
                  <>
                    {due ? (
                      <Button onPress={() => open('outcome', interview)}>{f.record}</Button>
                    ) : (
                      <Button variant="secondary" onPress={() => open('cancel', interview)}>
                        {f.cancel}
                      </Button>
                    )}
                  </>
                )
              }
            />
          );
        }}
      </InterviewGroups>
      {pending?.kind === 'cancel' && (
        <ConfirmDialog
          title={f.cancelTitle(pending.interview.candidate.name)}
          description={f.cancelText}
          labels={{ ...f.frame, cancel: f.keep }}
          confirm={f.cancel}
          variant="danger"
          isPending={cancel.isPending}
          error={
            cancel.isError ? failureMessage(cancel.error, CANCEL_FAILED, f.cancelFailed) : undefined
          }
          onCancel={() => setPending(null)}
          onConfirm={() => cancel.mutate(pending.interview.id)}
        />
      )}
      {pending?.kind === 'outcome' && (
        <OutcomeDialog
          interview={pending.interview}
          onClose={() => setPending(null)}
          onRecorded={(recorded) => {
            setPending(null);
            setNotice(f.recorded(recorded.candidate.name));
          }}
        />
      )}
    </div>
  );
}
