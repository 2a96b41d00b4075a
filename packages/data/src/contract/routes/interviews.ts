import { allow, routesOf } from './route';

const { route } = routesOf('interviews');

/**
 * Interviews both sides agree to (Bayti issue 17): a family proposes times from her pipeline;
 * the worker, or the agency that listed her, picks one or declines. No zod at run time.
 */
export const interviewsRoutes = {
  /** Propose one to three times (a running plan; the row open; the candidate available). */
  proposeInterview: route('POST', '/employer/pipeline/:id/interviews', {
    access: allow(['client'], 'ownPipelineEntry'),
    doc: 'Propose one to three interview times (a video call or a place); the row moves to interview',
    errors: ['not_found', 'conflict', 'plan_required'],
    params: 'idParamsSchema',
    body: 'proposeInterviewBodySchema',
    response: 'interviewResponseSchema',
    status: 201,
  }),
  /** The interviews the family proposed, open ones first. */
  employerInterviews: route('GET', '/employer/interviews', {
    access: allow(['client'], 'self'),
    doc: 'The interviews the family proposed (open first, then newest)',
    response: 'interviewsResponseSchema',
  }),
  cancelInterview: route('POST', '/employer/interviews/:id/cancel', {
    access: allow(['client'], 'self'),
    doc: 'Cancel a proposed or agreed interview',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    response: 'interviewResponseSchema',
  }),
  recordInterviewOutcome: route('POST', '/employer/interviews/:id/outcome', {
    access: allow(['client'], 'self'),
    doc: 'After the agreed time: held or missed, and the row selected, rejected or kept',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'interviewOutcomeBodySchema',
    response: 'interviewResponseSchema',
  }),
  /** The interviews proposed to the worker's own profile (when she lists herself). */
  candidateInterviews: route('GET', '/candidate/interviews', {
    access: allow(['candidate'], 'self'),
    doc: 'Interviews proposed to her (open first, then newest)',
    response: 'interviewsResponseSchema',
  }),
  candidateAnswerInterview: route('POST', '/candidate/interviews/:id/answer', {
    access: allow(['candidate'], 'self'),
    doc: 'Pick one of the proposed times, or decline',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'answerInterviewBodySchema',
    response: 'interviewResponseSchema',
  }),
  /** The interviews proposed to the candidates the agency listed. */
  agencyInterviews: route('GET', '/agency/interviews', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Interviews proposed to the candidates the agency listed (open first, then newest)',
    response: 'interviewsResponseSchema',
  }),
  agencyAnswerInterview: route('POST', '/agency/interviews/:id/answer', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "Pick one of the proposed times for one of the agency's candidates, or decline",
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'answerInterviewBodySchema',
    response: 'interviewResponseSchema',
  }),
} as const;
