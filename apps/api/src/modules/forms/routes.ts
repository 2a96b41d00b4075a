import { endpoints } from '@bayti/data/contract';
import { registerEndpoint } from '../../http/endpoint';
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

  registerEndpoint(app, ctx.guards, contact, async (request, reply) => {
    await forms.assertAllowed('contact', request.ip);
    const id = await forms.submitContact(request.body);
    return reply.code(contact.status).send({ data: { id } });
  });

  registerEndpoint(app, ctx.guards, visaRequest, async (request, reply) => {
    await forms.assertAllowed('visa', request.ip);
    const id = await forms.submitVisaRequest(request.body);
    return reply.code(visaRequest.status).send({ data: { id } });
  });

  registerEndpoint(app, ctx.guards, newsletter, async (request) => {
    await forms.assertAllowed('newsletter', request.ip);
    return forms.subscribe(request.body);
  });
};
