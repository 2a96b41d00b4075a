import { endpoints } from '@bayti/data/contract';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { HireReviewService } from './service';

const {
  employerHireReviews,
  employerWriteHireReview,
  candidateHireReviews,
  candidateWriteHireReview,
  candidateReviews,
  agencyReviews,
  adminHireReviews,
  adminHideHireReview,
} = endpoints;

const userId = (request: FastifyRequest) => requireSession(request).user.id;

/** Reviews after a hire (Bayti issue 17, docs/decisions/0035). */
export const hireReviewRoutes: RoutesPlugin = async (app, { ctx }) => {
  const reviews = new HireReviewService(ctx.db, ctx);

  registerEndpoint(app, ctx.guards, employerHireReviews, async (request) => ({
    data: { items: await reviews.listFor('family', userId(request)) },
  }));
  registerEndpoint(app, ctx.guards, employerWriteHireReview, async (request, reply) =>
    reply.code(employerWriteHireReview.status).send({
      data: {
        hire: await reviews.writeForFamily(userId(request), request.params.id, request.body),
      },
    }),
  );
  registerEndpoint(app, ctx.guards, candidateHireReviews, async (request) => ({
    data: { items: await reviews.listFor('worker', userId(request)) },
  }));
  registerEndpoint(app, ctx.guards, candidateWriteHireReview, async (request, reply) =>
    reply.code(candidateWriteHireReview.status).send({
      data: {
        hire: await reviews.writeForWorker(userId(request), request.params.id, request.body),
      },
    }),
  );
  registerEndpoint(app, ctx.guards, candidateReviews, async (request) => ({
    data: await reviews.forCandidate(request.params.id),
  }));
  registerEndpoint(app, ctx.guards, agencyReviews, async (request) => ({
    data: await reviews.forAgency(request.params.id),
  }));
  registerEndpoint(app, ctx.guards, adminHireReviews, async (request) => ({
    data: await reviews.adminList(request.query.before),
  }));
  registerEndpoint(app, ctx.guards, adminHideHireReview, async (request) => ({
    data: { review: await reviews.hide(userId(request), request.params.id, request.body) },
  }));
};
