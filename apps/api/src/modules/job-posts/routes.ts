import { endpoints } from '@bayti/data/contract';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { JobPostReviewQueue } from './review';
import { JobPostService } from './service';

const {
  createJobPost,
  employerJobPosts,
  updateJobPost,
  closeJobPost,
  fillJobPost,
  jobPosts,
  jobPost,
  applyToJobPost,
  candidateJobApplications,
  jobPostReviews,
  decideJobPost,
} = endpoints;

const user = (request: FastifyRequest) => requireSession(request).user;

/** Job posts and applications (Bayti issue 17, docs/decisions/0034). */
export const jobPostRoutes: RoutesPlugin = async (app, { ctx }) => {
  const posts = new JobPostService(ctx.db, ctx);
  const queue = new JobPostReviewQueue(ctx.db, ctx);

  registerEndpoint(app, ctx.guards, createJobPost, async (request, reply) =>
    reply
      .code(createJobPost.status)
      .send({ data: { jobPost: await posts.create(user(request), request.body) } }),
  );
  registerEndpoint(app, ctx.guards, employerJobPosts, async (request) => ({
    data: { items: await posts.list(user(request).id) },
  }));
  registerEndpoint(app, ctx.guards, updateJobPost, async (request) => ({
    data: { jobPost: await posts.update(user(request), request.params.id, request.body) },
  }));
  registerEndpoint(app, ctx.guards, closeJobPost, async (request) => ({
    data: { jobPost: await posts.close(user(request).id, request.params.id) },
  }));
  registerEndpoint(app, ctx.guards, fillJobPost, async (request) => ({
    data: { jobPost: await posts.fill(user(request).id, request.params.id) },
  }));

  registerEndpoint(app, ctx.guards, jobPosts, async (request) => ({
    data: await posts.listOpen(request.query),
  }));
  registerEndpoint(app, ctx.guards, jobPost, async (request) => ({
    data: { jobPost: await posts.readOpen(request.params.id) },
  }));

  registerEndpoint(app, ctx.guards, applyToJobPost, async (request, reply) =>
    reply.code(applyToJobPost.status).send({
      data: {
        application: await posts.apply(user(request).id, request.params.id, request.body),
      },
    }),
  );
  registerEndpoint(app, ctx.guards, candidateJobApplications, async (request) => ({
    data: { items: await posts.applicationsOf(user(request).id) },
  }));

  registerEndpoint(app, ctx.guards, jobPostReviews, async (request) => ({
    data: await queue.list(request.query),
  }));
  registerEndpoint(app, ctx.guards, decideJobPost, async (request) => ({
    data: { jobPost: await queue.decide(user(request).id, request.params.id, request.body) },
  }));
};
