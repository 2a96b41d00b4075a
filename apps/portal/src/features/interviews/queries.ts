import { routeKey } from '@bayti/data/client/route-call';
import { interviewsRoutes } from '@bayti/data/contract/routes/interviews';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../api';

/** Who answers interviews here: the worker for her own profile, or the agency for those it listed. */
export type InterviewSide = 'candidate' | 'agency';

const listRoute = (side: InterviewSide) =>
  side === 'candidate' ? interviewsRoutes.candidateInterviews : interviewsRoutes.agencyInterviews;

/** The Interviews section's list, as the route's loader ensures it and the screen reads it. */
export const interviewsQuery = (side: InterviewSide) => apiQuery(listRoute(side));

/** The endpoint that answers an interview on each side. */
export const answerInterviewRoute = (side: InterviewSide) =>
  side === 'candidate'
    ? interviewsRoutes.candidateAnswerInterview
    : interviewsRoutes.agencyAnswerInterview;

/** An answer changes the list it was given from. */
export const refreshInterviews = (queryClient: QueryClient, side: InterviewSide) =>
  queryClient.invalidateQueries({ queryKey: routeKey(listRoute(side)) });
