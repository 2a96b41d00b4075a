import { endpoints } from '@bayti/data/contract';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { agencyAnswerer as agency, workerAnswerer as worker } from '../offers';
import { InterviewService } from './service';

const {
  proposeInterview,
  employerInterviews,
  cancelInterview,
  recordInterviewOutcome,
  candidateInterviews,
  candidateAnswerInterview,
  agencyInterviews,
  agencyAnswerInterview,
} = endpoints;

const userId = (request: FastifyRequest) => requireSession(request).user.id;

/** Interviews (Bayti issue 17): the family proposes times, the worker or her agency answers. */
export const interviewRoutes: RoutesPlugin = async (app, { ctx }) => {
  const interviews = new InterviewService(ctx.db, ctx);

  registerEndpoint(app, ctx.guards, proposeInterview, async (request, reply) =>
    reply.code(proposeInterview.status).send({
      data: {
        interview: await interviews.propose(userId(request), request.params.id, request.body),
      },
    }),
  );
  registerEndpoint(app, ctx.guards, employerInterviews, async (request) => ({
    data: { items: await interviews.listForFamily(userId(request)) },
  }));
  registerEndpoint(app, ctx.guards, cancelInterview, async (request) => ({
    data: { interview: await interviews.cancel(userId(request), request.params.id) },
  }));
  registerEndpoint(app, ctx.guards, recordInterviewOutcome, async (request) => ({
    data: {
      interview: await interviews.recordOutcome(userId(request), request.params.id, request.body),
    },
  }));
  registerEndpoint(app, ctx.guards, candidateInterviews, async (request) => ({
    data: { items: await interviews.listFor(worker(request)) },
  }));
  registerEndpoint(app, ctx.guards, candidateAnswerInterview, async (request) => ({
    data: { interview: await interviews.answer(worker(request), request.params.id, request.body) },
  }));
  registerEndpoint(app, ctx.guards, agencyInterviews, async (request) => ({
    data: { items: await interviews.listFor(agency(request)) },
  }));
  registerEndpoint(app, ctx.guards, agencyAnswerInterview, async (request) => ({
    data: { interview: await interviews.answer(agency(request), request.params.id, request.body) },
  }));
};
