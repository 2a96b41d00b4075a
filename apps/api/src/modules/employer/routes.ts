import { endpoints } from '@bayti/data/contract';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { AnalyticsService } from './analytics-service';
import { PipelineService } from './pipeline-service';
import { EmployerProfileService } from './profile-service';
import { RecruitmentService } from './recruitments-service';

const {
  employerPipeline,
  employerPositions,
  addToPipeline,
  updatePipeline,
  recordView,
  employerAnalytics,
  employerRecruitments,
  updateRecruitment,
  employerProfile,
  updateEmployerProfile,
} = endpoints;

const familyId = (request: FastifyRequest) => requireSession(request).user.id;

/** The employer dashboard's own data (role client, each family its own rows only). */
export const employerRoutes: RoutesPlugin = async (app, { ctx }) => {
  const pipeline = new PipelineService(ctx.db, ctx.clock);
  const analytics = new AnalyticsService(ctx.db, ctx.clock);
  const recruitments = new RecruitmentService(ctx.db, ctx.clock);
  const profiles = new EmployerProfileService(ctx.db, ctx.clock);
  const family = ctx.guards.roles('client');

  app.route({
    method: employerPipeline.method,
    url: employerPipeline.path,
    onRequest: family,
    schema: {
      tags: ['employer'],
      summary: 'The Candidates table: status tab, search, date filter, sort; counts per status',
      security: bearerSecurity,
      querystring: employerPipeline.query,
      response: {
        [employerPipeline.status]: employerPipeline.response,
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => ({ data: await pipeline.list(familyId(request), request.query) }),
  });

  app.route({
    method: employerPositions.method,
    url: employerPositions.path,
    onRequest: family,
    schema: {
      tags: ['employer'],
      summary: "The positions of the family's candidates, each with its row count",
      security: bearerSecurity,
      response: {
        [employerPositions.status]: employerPositions.response,
        ...errorResponses(401, 403),
      },
    },
    handler: async (request) => ({
      data: { positions: await pipeline.positions(familyId(request)) },
    }),
  });

  app.route({
    method: addToPipeline.method,
    url: addToPipeline.path,
    onRequest: family,
    schema: {
      tags: ['employer'],
      summary: 'Shortlist a candidate (201; 200 with the row already on the list)',
      security: bearerSecurity,
      body: addToPipeline.body,
      response: {
        [addToPipeline.status]: addToPipeline.response,
        200: addToPipeline.response,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const { candidate, created } = await pipeline.add(
        familyId(request),
        request.body.candidateId,
      );
      return reply.code(created ? addToPipeline.status : 200).send({ data: { candidate } });
    },
  });

  app.route({
    method: updatePipeline.method,
    url: updatePipeline.path,
    onRequest: family,
    schema: {
      tags: ['employer'],
      summary:
        'Move a candidate: interview needs date and time, selected type and date, returned a date within 6 months of the hire, replaced a date',
      security: bearerSecurity,
      params: updatePipeline.params,
      body: updatePipeline.body,
      response: {
        [updatePipeline.status]: updatePipeline.response,
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    handler: async (request) => ({
      data: {
        candidate: await pipeline.move(familyId(request), request.params.id, request.body),
      },
    }),
  });

  app.route({
    method: recordView.method,
    url: recordView.path,
    onRequest: family,
    schema: {
      tags: ['employer'],
      summary: 'The family opened a profile (counted once per candidate per day)',
      security: bearerSecurity,
      body: recordView.body,
      response: { [recordView.status]: recordView.response, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await pipeline.recordView(familyId(request), request.body.candidateId);
      return { ok: true as const };
    },
  });

  app.route({
    method: employerAnalytics.method,
    url: employerAnalytics.path,
    onRequest: family,
    schema: {
      tags: ['employer'],
      summary: 'Funnel, document stages and quick stats over a period (ALL, 1M, 6M, 1Y)',
      security: bearerSecurity,
      querystring: employerAnalytics.query,
      response: {
        [employerAnalytics.status]: employerAnalytics.response,
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => ({
      data: { analytics: await analytics.compute(familyId(request), request.query.period) },
    }),
  });

  app.route({
    method: employerRecruitments.method,
    url: employerRecruitments.path,
    onRequest: family,
    schema: {
      tags: ['employer'],
      summary: 'Recruitments of the hired candidates: stage tab and search',
      security: bearerSecurity,
      querystring: employerRecruitments.query,
      response: {
        [employerRecruitments.status]: employerRecruitments.response,
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => ({
      data: await recruitments.list(familyId(request), request.query),
    }),
  });

  app.route({
    method: updateRecruitment.method,
    url: updateRecruitment.path,
    onRequest: ctx.guards.roles('admin', 'agency', 'staff'),
    schema: {
      tags: ['recruitments'],
      summary: 'Set the document stage (admin, or the agency managing the candidate)',
      security: bearerSecurity,
      params: updateRecruitment.params,
      body: updateRecruitment.body,
      response: {
        [updateRecruitment.status]: updateRecruitment.response,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => ({
      data: {
        recruitment: await recruitments.setStage(
          requireSession(request).user,
          request.params.id,
          request.body.stage,
        ),
      },
    }),
  });

  app.route({
    method: employerProfile.method,
    url: employerProfile.path,
    onRequest: family,
    schema: {
      tags: ['employer'],
      summary: 'The Edit Profile dialog: profile, family and staff details',
      security: bearerSecurity,
      response: { [employerProfile.status]: employerProfile.response, ...errorResponses(401, 403) },
    },
    handler: async (request) => ({ data: { profile: await profiles.get(familyId(request)) } }),
  });

  app.route({
    method: updateEmployerProfile.method,
    url: updateEmployerProfile.path,
    onRequest: family,
    schema: {
      tags: ['employer'],
      summary: 'Save the Edit Profile dialog; the name is also the account name',
      security: bearerSecurity,
      body: updateEmployerProfile.body,
      response: {
        [updateEmployerProfile.status]: updateEmployerProfile.response,
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => ({
      data: { profile: await profiles.save(familyId(request), request.body) },
    }),
  });
};
