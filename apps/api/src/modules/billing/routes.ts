import { endpoints } from '@bayti/data/contract';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { BillingService } from './service';
import { StatementService } from './statements';

const {
  employerOrders,
  employerInvoices,
  employerInvoice,
  employerPlan,
  purchasePlan,
  adminUpdateInvoice,
} = endpoints;

const familyId = (request: FastifyRequest) => requireSession(request).user.id;

/** Orders, invoices and access plans: a family's own (role client), and payments (admin). */
export const billingRoutes: RoutesPlugin = async (app, { ctx }) => {
  const billing = new BillingService(ctx.db, ctx.clock);
  const statements = new StatementService(ctx.db);
  const family = ctx.guards.roles('client');

  app.route({
    method: employerOrders.method,
    url: employerOrders.path,
    onRequest: family,
    schema: {
      tags: ['employer'],
      summary: "The family's orders: search any column, sort, pages",
      security: bearerSecurity,
      querystring: employerOrders.query,
      response: {
        [employerOrders.status]: employerOrders.response,
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => ({
      data: await statements.orders(familyId(request), request.query),
    }),
  });

  app.route({
    method: employerInvoices.method,
    url: employerInvoices.path,
    onRequest: family,
    schema: {
      tags: ['employer'],
      summary: "The family's invoices: search the shown columns, sort, pages",
      security: bearerSecurity,
      querystring: employerInvoices.query,
      response: {
        [employerInvoices.status]: employerInvoices.response,
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => ({
      data: await statements.invoices(familyId(request), request.query),
    }),
  });

  app.route({
    method: employerInvoice.method,
    url: employerInvoice.path,
    onRequest: family,
    schema: {
      tags: ['employer'],
      summary: 'One of the family’s invoices, with everything the printable page shows',
      security: bearerSecurity,
      params: employerInvoice.params,
      response: {
        [employerInvoice.status]: employerInvoice.response,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => ({
      data: { invoice: await statements.invoiceDetail(request.params.id, familyId(request)) },
    }),
  });

  app.route({
    method: employerPlan.method,
    url: employerPlan.path,
    onRequest: family,
    schema: {
      tags: ['employer'],
      summary: 'The running access plan and its end, queued plans, unpaid plan invoices',
      security: bearerSecurity,
      response: { [employerPlan.status]: employerPlan.response, ...errorResponses(401, 403) },
    },
    handler: async (request) => ({ data: { plan: await billing.planStatus(familyId(request)) } }),
  });

  app.route({
    method: purchasePlan.method,
    url: purchasePlan.path,
    onRequest: family,
    schema: {
      tags: ['employer'],
      summary: 'Buy an access plan: an order and a Pending invoice (200: the unpaid one again)',
      security: bearerSecurity,
      body: purchasePlan.body,
      response: {
        [purchasePlan.status]: purchasePlan.response,
        200: purchasePlan.response,
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request, reply) => {
      const { created, ...data } = await billing.purchase(familyId(request), request.body.planId);
      return reply.code(created ? purchasePlan.status : 200).send({ data });
    },
  });

  app.route({
    method: adminUpdateInvoice.method,
    url: adminUpdateInvoice.path,
    onRequest: ctx.guards.roles('admin'),
    schema: {
      tags: ['admin'],
      summary: 'Record the payment of an invoice; a plan invoice starts its plan',
      security: bearerSecurity,
      params: adminUpdateInvoice.params,
      body: adminUpdateInvoice.body,
      response: {
        [adminUpdateInvoice.status]: adminUpdateInvoice.response,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => ({
      data: { invoice: await billing.markInvoicePaid(request.params.id) },
    }),
  });
};
