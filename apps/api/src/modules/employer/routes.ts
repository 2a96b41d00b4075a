import { endpoints } from '@bayti/data/contract';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
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
  const pipeline = new PipelineService(ctx.db, ctx.clock, ctx);
  const analytics = new AnalyticsService(ctx.db, ctx.clock);
  const recruitments = new RecruitmentService(ctx.db, ctx.clock);
  const profiles = new EmployerProfileService(ctx.db, ctx.clock);

  registerEndpoint(app, ctx.guards, employerPipeline, async (request) => ({
    data: await pipeline.list(familyId(request), request.query),
  }));

  registerEndpoint(app, ctx.guards, employerPositions, async (request) => ({
    data: { positions: await pipeline.positions(familyId(request)) },
  }));

  registerEndpoint(
    app,
    ctx.guards,
    addToPipeline,
    async (request, reply) => {
      const { candidate, created } = await pipeline.add(
        familyId(request),
        request.body.candidateId,
      );
      return reply.code(created ? addToPipeline.status : 200).send({ data: { candidate } });
    },
    { alsoAnswers: [200] },
  );

  registerEndpoint(app, ctx.guards, updatePipeline, async (request) => ({
    data: {
      candidate: await pipeline.move(familyId(request), request.params.id, request.body),
    },
  }));

  registerEndpoint(app, ctx.guards, recordView, async (request) => {
    await pipeline.recordView(familyId(request), request.body.candidateId);
    return { ok: true as const };
  });

  registerEndpoint(app, ctx.guards, employerAnalytics, async (request) => ({
    data: { analytics: await analytics.compute(familyId(request), request.query.period) },
  }));

  registerEndpoint(app, ctx.guards, employerRecruitments, async (request) => ({
    data: await recruitments.list(familyId(request), request.query),
  }));

  registerEndpoint(app, ctx.guards, updateRecruitment, async (request) => ({
    data: {
      recruitment: await recruitments.setStage(
        requireSession(request).user,
        request.params.id,
        request.body.stage,
      ),
    },
  }));

  registerEndpoint(app, ctx.guards, employerProfile, async (request) => ({
    data: { profile: await profiles.get(familyId(request)) },
  }));

  registerEndpoint(app, ctx.guards, updateEmployerProfile, async (request) => ({
    data: { profile: await profiles.save(familyId(request), request.body) },
  }));
};
