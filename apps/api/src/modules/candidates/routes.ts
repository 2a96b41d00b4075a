import { endpoints } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { BillingService, invoiceIssuer, recordReveal } from '../billing';
import { answerSerializerCompiler } from './answer-serializer';
import { CandidateService } from './service';

const { candidates: list, candidate: one, candidateContact: contact, listingCounts } = endpoints;

export const candidateRoutes: RoutesPlugin = async (app, { ctx }) => {
  const candidates = new CandidateService(ctx.db);
  const billing = new BillingService(ctx.db, ctx.clock, ctx.jobs, invoiceIssuer(ctx.config));

  registerEndpoint(
    app,
    ctx.guards,
    list,
    async (request) => ({ data: await candidates.search(request.query) }),
    { serializerCompiler: answerSerializerCompiler },
  );

  registerEndpoint(
    app,
    ctx.guards,
    one,
    async (request) => ({
      data: { candidate: await candidates.get(request.params.id) },
    }),
    { serializerCompiler: answerSerializerCompiler },
  );

  registerEndpoint(app, ctx.guards, listingCounts, async () => ({
    data: await candidates.listingCounts(),
  }));

  // Families with a running access plan see contact details; admins too, for support.
  registerEndpoint(app, ctx.guards, contact, async (request) => {
    const { user } = requireSession(request);
    await billing.requireContactAccess(user);
    const answer = await candidates.contact(request.params.id);
    // A family's reveal is kept: "reachable or credited" (decision 0025) reads it.
    if (user.role === 'client')
      await recordReveal(ctx.db, user.id, request.params.id, ctx.clock.now());
    return { data: { contact: answer } };
  });
};
