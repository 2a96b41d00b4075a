import type {
  AnswerInterviewBody,
  Interview,
  InterviewOutcomeBody,
  ProposeInterviewBody,
} from '@bayti/data/contract';
import { interviewsSample } from '@bayti/data/fixtures';
import { apiError, mockSignedInEndpoint } from './endpoint-handler';

/*
 * Interviews (Bayti issue 17) over the fixtures' samples: the agency's are one proposed with three
 * times, two agreed (video, in person) and one declined; the worker's are her own of them. The default handlers keep nothing, so every story
 * starts from the same list; the server's words are copied from apps/api (modules/interviews).
 */

export const SLOT_NOT_PROPOSED_MESSAGE = 'Pick one of the times the family proposed.';
const NOT_PROPOSED_MESSAGE = 'This interview was already answered, cancelled or closed.';

const [proposed, video, , declined] = interviewsSample as [
  Interview,
  Interview,
  Interview,
  Interview,
];

/** The worker's own interviews: one proposed, one agreed by video call, one she declined. */
export const sampleInterviews: Interview[] = [
  proposed,
  video,
  { ...declined, candidate: proposed.candidate, family: { id: 15, name: 'Sara Khalifa' } },
];

/** The interview `id` of a list answered: agreed at the picked instant, or declined. */
function answered(items: Interview[], id: number, body: AnswerInterviewBody) {
  const interview = items.find((item) => item.id === id);
  if (!interview) return apiError('not_found', 'This interview was not found.');
  if (interview.status !== 'proposed') return apiError('conflict', NOT_PROPOSED_MESSAGE);
  const answeredAt = new Date().toISOString();
  if (body.answer === 'decline')
    return {
      data: {
        interview: { ...interview, status: 'declined', declineNote: body.note ?? null, answeredAt },
      },
    } as const;
  // The same instant, whatever offset the pick is written in.
  const slot = interview.slots.find((s) => Date.parse(s) === Date.parse(body.slot));
  if (!slot)
    return apiError('validation', SLOT_NOT_PROPOSED_MESSAGE, { slot: SLOT_NOT_PROPOSED_MESSAGE });
  return {
    data: { interview: { ...interview, status: 'agreed', agreedAt: slot, answeredAt } },
  } as const;
}

export const interviewHandlers = [
  mockSignedInEndpoint('candidateInterviews', () => ({ data: { items: sampleInterviews } })),
  mockSignedInEndpoint('agencyInterviews', () => ({ data: { items: interviewsSample } })),
  mockSignedInEndpoint('employerInterviews', () => ({ data: { items: familyInterviews } })),
  mockSignedInEndpoint('candidateAnswerInterview', ({ params, body }) =>
    answered(sampleInterviews, params.id, body),
  ),
  mockSignedInEndpoint('agencyAnswerInterview', ({ params, body }) =>
    answered(interviewsSample, params.id, body),
  ),
];

/**
 * The interviews of the worker or of the agency as the server keeps them for one story: an answer
 * is stored (its body kept in `answers`) and the list read again shows it.
 */
export function interviewWorld(side: 'candidate' | 'agency') {
  const answers: AnswerInterviewBody[] = [];
  let items = side === 'candidate' ? sampleInterviews : interviewsSample;
  const answer = ({ params, body }: { params: { id: number }; body: AnswerInterviewBody }) => {
    answers.push(body);
    const result = answered(items, params.id, body);
    if (result instanceof Response) return result;
    items = items.map((item) => (item.id === params.id ? result.data.interview : item));
    return result;
  };
  const list = () => ({ data: { items } });
  const handlers =
    side === 'candidate'
      ? [
          mockSignedInEndpoint('candidateInterviews', list),
          mockSignedInEndpoint('candidateAnswerInterview', answer),
        ]
      : [
          mockSignedInEndpoint('agencyInterviews', list),
          mockSignedInEndpoint('agencyAnswerInterview', answer),
        ];
  return { handlers, answers };
}

const [, , inPerson] = interviewsSample as [Interview, Interview, Interview, Interview];

/**
 * The family's own interviews: one waiting for an answer, one agreed by video call whose time has
 * passed (its outcome to record), one agreed in person still ahead, one declined with her note,
 * one held. The times stay on the same side of today whenever the stories run.
 */
export const familyInterviews: Interview[] = [
  proposed,
  {
    ...interviewsSample[1]!,
    id: 13,
    candidate: { id: 8, name: 'Joy Achieng' },
    family: proposed.family,
    slots: ['2026-11-20T06:00:00.000Z'],
    agreedAt: '2026-11-20T06:00:00.000Z',
  },
  {
    ...inPerson,
    slots: ['2031-01-14T07:00:00.000Z'],
    agreedAt: '2031-01-14T07:00:00.000Z',
  },
  declined,
  {
    ...inPerson,
    id: 11,
    candidate: { id: 9, name: 'Ruth Mensah' },
    status: 'held',
    slots: ['2026-11-10T08:00:00.000Z'],
    agreedAt: '2026-11-10T08:00:00.000Z',
  },
];

/**
 * The family's interviews as the server keeps them for one story: a proposal, a cancellation
 * and an outcome are stored (their bodies kept) and the list read again shows them.
 */
export function familyInterviewWorld() {
  const proposals: ProposeInterviewBody[] = [];
  const outcomes: InterviewOutcomeBody[] = [];
  const cancelled: number[] = [];
  let items = familyInterviews;
  const update = (id: number, change: Partial<Interview>) => {
    const interview = items.find((item) => item.id === id);
    if (!interview) return apiError('not_found', 'This interview was not found.');
    const next = { ...interview, ...change };
    items = items.map((item) => (item.id === id ? next : item));
    return { data: { interview: next } };
  };
  const handlers = [
    mockSignedInEndpoint('employerInterviews', () => ({ data: { items } })),
    mockSignedInEndpoint('cancelInterview', ({ params }) => {
      cancelled.push(params.id);
      return update(params.id, { status: 'cancelled' });
    }),
    mockSignedInEndpoint('recordInterviewOutcome', ({ params, body }) => {
      outcomes.push(body);
      return update(params.id, { status: body.outcome });
    }),
    mockSignedInEndpoint('proposeInterview', ({ params, body }) => {
      proposals.push(body);
      const slots = body.slots.map((slot) => new Date(slot).toISOString()).sort();
      return {
        data: {
          interview: {
            ...proposed,
            id: 99,
            pipelineEntryId: params.id,
            mode: body.mode,
            place: body.place ?? null,
            slots,
          },
        },
      };
    }),
  ];
  return { handlers, proposals, outcomes, cancelled };
}
