import type { AnswerInterviewBody, Interview } from '@bayti/data/contract';
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
  mockSignedInEndpoint('employerInterviews', () => ({ data: { items: interviewsSample } })),
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
