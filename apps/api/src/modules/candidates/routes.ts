import { endpoints } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { BillingService } from '../billing/service';
import { answerSerializerCompiler } from './answer-serializer';
import { CandidateService } from './service';

const { candidates: list, candidate: one, candidateContact: contact } = endpoints;

export const candidateRoutes: RoutesPlugin = async (app, { ctx }) => {
  const candidates = new CandidateService(ctx.db);
  const billing = new BillingService(ctx.db, ctx.clock);

  app.route({
    method: list.method,
    url: list.path,
    schema: {
      tags: ['candidates'],
      summary: 'Public candidate list: filters, sort, pagination and nationality counts (§5)',
      querystring: list.query,
      response: { [list.status]: list.response, ...errorResponses(400) },
    },
    serializerCompiler: answerSerializerCompiler,
    handler: async (request) => ({ data: await candidates.search(request.query) }),
  });

  app.route({
    method: one.method,
    url: one.path,
    schema: {
      tags: ['candidates'],
      summary: 'Public candidate profile (never contact details)',
      params: one.params,
      response: { [one.status]: one.response, ...errorResponses(400, 404) },
    },
    serializerCompiler: answerSerializerCompiler,
    handler: async (request) => ({
      data: { candidate: await candidates.get(request.params.id) },
    }),
  });

  app.route({
    method: contact.method,
    url: contact.path,
    // Families with a running access plan see contact details; admins too, for support.
    onRequest: ctx.guards.roles('client', 'admin'),
    schema: {
      tags: ['candidates'],
      summary: 'Phone, WhatsApp and location of a candidate, for families with an access plan',
      security: bearerSecurity,
      params: contact.params,
      response: { [contact.status]: contact.response, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await billing.requireContactAccess(requireSession(request).user);
      return { data: { contact: await candidates.contact(request.params.id) } };
    },
  });
};
