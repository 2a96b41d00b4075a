import type { InterviewMode, InterviewStatus } from '@bayti/data/contract';

/**
 * English strings of interviews (Bayti issue 17): the worker, or the agency that listed her, picks
 * one of the times a family proposed, or declines, from the Interviews section.
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
};
