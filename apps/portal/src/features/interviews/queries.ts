import { routeKey } from '@bayti/data/client/route-call';
import { interviewsRoutes } from '@bayti/data/contract/routes/interviews';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../api';

/**
 * Whose interviews a page lists: the worker's for her own profile, the agency's for those it
 * listed (both answer them), or the family's, who proposed them.
 */
export type InterviewSide = 'candidate' | 'agency' | 'family';
/** The sides that answer a proposal. */
export type AnsweringSide = Exclude<InterviewSide, 'family'>;

const LIST_ROUTES = {
  candidate: interviewsRoutes.candidateInterviews,
  agency: interviewsRoutes.agencyInterviews,
  family: interviewsRoutes.employerInterviews,
} as const;

/** The Interviews section's list, as the route's loader ensures it and the screen reads it. */
export const interviewsQuery = (side: InterviewSide) => apiQuery(LIST_ROUTES[side]);

/** The endpoint that answers an interview on each side. */
export const answerInterviewRoute = (side: AnsweringSide) =>
  side === 'candidate'
    ? interviewsRoutes.candidateAnswerInterview
    : interviewsRoutes.agencyAnswerInterview;

/** An answer, a cancellation or an outcome changes the list it was given from. */
export const refreshInterviews = (queryClient: QueryClient, side: InterviewSide) =>
  queryClient.invalidateQueries({ queryKey: routeKey(LIST_ROUTES[side]) });
