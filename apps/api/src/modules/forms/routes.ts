import { endpoints } from '@bayti/data/contract';
import { errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { FormService } from './service';

const { contact, visaRequest, newsletter } = endpoints;

export const formRoutes: RoutesPlugin = async (app, { ctx }) => {
  const forms = new FormService(
    ctx.db,
    ctx.requestLimiter,
    { max: ctx.config.formLimits.perIp, windowMs: ctx.config.formLimits.windowMs },
    ctx.clock,
  );

  app.route({
    method: contact.method,
    url: contact.path,
    schema: {
      tags: ['forms'],
      summary: "Contact Us 'Get in Touch' message",
      body: contact.body,
      response: { [contact.status]: contact.response, ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      await forms.assertAllowed('contact', request.ip);
      const id = await forms.submitContact(request.body);
      return reply.code(contact.status).send({ data: { id } });
    },
  });

  app.route({
    method: visaRequest.method,
    url: visaRequest.path,
    schema: {
      tags: ['forms'],
      summary: "'Get Visa Services' request",
      body: visaRequest.body,
      response: { [visaRequest.status]: visaRequest.response, ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      await forms.assertAllowed('visa', request.ip);
      const id = await forms.submitVisaRequest(request.body);
      return reply.code(visaRequest.status).send({ data: { id } });
    },
  });

  app.route({
    method: newsletter.method,
    url: newsletter.path,
    schema: {
      tags: ['forms'],
      summary: 'Subscribe to the newsletter (idempotent: the same answer every time)',
      body: newsletter.body,
      response: { [newsletter.status]: newsletter.response, ...errorResponses(400, 429) },
    },
    handler: async (request) => {
      await forms.assertAllowed('newsletter', request.ip);
      return forms.subscribe(request.body);
    },
  });
};
