import { endpoints } from '@bayti/data/contract';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { agencyAnswerer as agency, workerAnswerer as worker } from './answerer';
import { OfferService } from './service';

const {
  sendOffer,
  employerOffers,
  withdrawOffer,
  candidateOffers,
  candidateAnswerOffer,
  agencyOffers,
  agencyAnswerOffer,
} = endpoints;

const userId = (request: FastifyRequest) => requireSession(request).user.id;

/** Offers (docs/decisions/0029): the family sends, the worker or her agency answers. */
export const offerRoutes: RoutesPlugin = async (app, { ctx }) => {
  const offers = new OfferService(ctx.db, ctx);

  registerEndpoint(app, ctx.guards, sendOffer, async (request, reply) =>
    reply.code(sendOffer.status).send({
      data: { offer: await offers.send(userId(request), request.params.id, request.body) },
    }),
  );
  registerEndpoint(app, ctx.guards, employerOffers, async (request) => ({
    data: { items: await offers.listForFamily(userId(request)) },
  }));
  registerEndpoint(app, ctx.guards, withdrawOffer, async (request) => ({
    data: { offer: await offers.withdraw(userId(request), request.params.id) },
  }));
  registerEndpoint(app, ctx.guards, candidateOffers, async (request) => ({
    data: { items: await offers.listFor(worker(request)) },
  }));
  registerEndpoint(app, ctx.guards, candidateAnswerOffer, async (request) => ({
    data: { offer: await offers.answer(worker(request), request.params.id, request.body) },
  }));
  registerEndpoint(app, ctx.guards, agencyOffers, async (request) => ({
    data: { items: await offers.listFor(agency(request)) },
  }));
  registerEndpoint(app, ctx.guards, agencyAnswerOffer, async (request) => ({
    data: { offer: await offers.answer(agency(request), request.params.id, request.body) },
  }));
};
