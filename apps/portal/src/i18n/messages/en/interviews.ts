import type {
  InterviewMode,
  InterviewNextStep,
  InterviewOutcome,
  InterviewStatus,
} from '@bayti/data/contract';

/**
 * English strings of interviews (Bayti issue 17): a family proposes up to three times from her
 * Candidates list; the worker, or the agency that listed her, picks one or declines from the
 * Interviews section; the family cancels, or records how it went, from hers.
 */
export const interviews = {
  status: {
    proposed: 'Waiting for your answer',
    agreed: 'Agreed',
    declined: 'Declined',
    cancelled: 'Cancelled by the family',
    held: 'Held',
    no_show: 'Missed',
  } satisfies Record<InterviewStatus, string>,
  mode: {
    video: 'Video call',
    in_person: 'In person',
  } satisfies Record<InterviewMode, string>,
  intro: 'Families propose up to three times. Each time is shown in your time zone.',
  agencyIntro:
    'Families propose up to three times to interview the candidates you listed. Each time is shown in your time zone.',
  open: 'Interviews to answer or coming up',
  earlier: 'Earlier interviews',
  empty: 'No interviews yet',
  emptyHint: 'When a family proposes times to interview, they appear here.',
  interviewWith: (family: string) => `Interview with ${family}`,
  interviewFor: (candidate: string, family: string) => `Interview of ${candidate} with ${family}`,
  terms: {
    how: 'How',
    times: 'Proposed times',
    time: 'Time',
    place: 'Place',
    note: 'Your note',
  },
  pick: 'Pick',
  pickTime: (time: string) => `Pick ${time}`,
  decline: 'Decline',
  join: 'Join video call',
  picked: (time: string) => `Agreed: ${time}. Both of you get a calendar invitation by email.`,
  declined: 'You declined the interview. The family can propose other times.',
  failed: 'Your answer could not be saved',
  loadFailed: 'Your interviews could not be loaded',
  retry: 'Try again',
  /** The family's side: her proposals and agreed interviews. */
  family: {
    status: {
      proposed: 'Waiting for an answer',
      agreed: 'Agreed',
      declined: 'Declined',
      cancelled: 'Cancelled',
      held: 'Held',
      no_show: 'Missed',
    } satisfies Record<InterviewStatus, string>,
    intro:
      'The times you proposed and the interviews agreed, each shown in your time zone. Propose times from your Candidates list.',
    open: 'Waiting for an answer or coming up',
    empty: 'No interviews yet',
    emptyHint: 'Propose up to three times to a candidate on your list; she picks one.',
    browse: 'Go to Candidates',
    interviewWith: (candidate: string) => `Interview with ${candidate}`,
    declineNote: 'Her note',
    cancel: 'Cancel interview',
    cancelTitle: (candidate: string) => `Cancel the interview with ${candidate}?`,
    cancelText:
      'She is told by email. An agreed interview is also taken out of both calendars. You can propose new times afterwards.',
    keep: 'Keep it',
    frame: { cancel: 'Cancel', close: 'Close', saving: 'Saving…' },
    cancelled: (candidate: string) => `The interview with ${candidate} is cancelled.`,
    cancelFailed: 'The interview could not be cancelled',
    record: 'Record outcome',
    outcomeTitle: (candidate: string) => `How did the interview with ${candidate} go?`,
    outcome: 'Did it take place?',
    outcomes: {
      held: 'Yes, it took place',
      no_show: 'No, it was missed',
    } satisfies Record<InterviewOutcome, string>,
    next: 'What next?',
    nextSteps: {
      selected: 'Select her',
      rejected: 'Reject her',
      keep: 'Decide later',
    } satisfies Record<InterviewNextStep, string>,
    save: 'Save',
    recorded: (candidate: string) => `The outcome of the interview with ${candidate} is recorded.`,
    recordFailed: 'The outcome could not be saved',
    errors: {
      outcome: 'Choose whether it took place',
      next: 'Choose what comes next',
    } as Record<string, string>,
  },
  /** The family's "Propose interview times" dialog, from her Candidates list. */
  propose: {
    title: (candidate: string) => `Propose interview times to ${candidate}`,
    text: 'Propose up to three times, in Dubai time (GST). She picks one or declines; each of you sees the times in your own time zone.',
    date: (n: number) => (n === 1 ? 'Date' : `Date ${n} (optional)`),
    time: (n: number) => (n === 1 ? 'Time' : `Time ${n} (optional)`),
    slot: (n: number): string =>
      n === 1 ? 'First choice' : n === 2 ? 'Second choice' : 'Third choice',
    how: 'How you meet',
    modes: {
      video: 'Video call (Bayti makes a private link)',
      in_person: 'In person',
    } satisfies Record<InterviewMode, string>,
    place: 'Place',
    send: 'Send times',
    sent: (candidate: string) =>
      `Interview times sent to ${candidate}. You will be told when she answers.`,
    failed: 'The interview times could not be sent',
    errors: {
      date: 'Choose a date',
      time: 'Choose the time',
      mode: 'Choose how you meet',
      place: 'Say where you meet',
    },
    seeInterviews: 'See your interviews',
  },
};
