import { endpoints } from '@bayti/data/contract';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { requireVerifiedEmail } from '../auth';
import { invoiceSeller } from './seller';
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
  const billing = new BillingService(ctx.db, ctx.clock, ctx.jobs, invoiceSeller(ctx.config.seller));
  const statements = new StatementService(ctx.db, invoiceSeller(ctx.config.seller));

  registerEndpoint(app, ctx.guards, employerOrders, async (request) => ({
    data: await statements.orders(familyId(request), request.query),
  }));

  registerEndpoint(app, ctx.guards, employerInvoices, async (request) => ({
    data: await statements.invoices(familyId(request), request.query),
  }));

  registerEndpoint(app, ctx.guards, employerInvoice, async (request) => ({
    data: { invoice: await statements.invoiceDetail(request.params.id, familyId(request)) },
  }));

  registerEndpoint(app, ctx.guards, employerPlan, async (request) => ({
    data: { plan: await billing.planStatus(familyId(request)) },
  }));

  registerEndpoint(
    app,
    ctx.guards,
    purchasePlan,
    async (request, reply) => {
      requireVerifiedEmail(requireSession(request).user);
      const { created, ...data } = await billing.purchase(familyId(request), request.body.planId);
      return reply.code(created ? purchasePlan.status : 200).send({ data });
    },
    { alsoAnswers: [200] },
  );

  registerEndpoint(app, ctx.guards, adminUpdateInvoice, async (request) => ({
    data: { invoice: await billing.markInvoicePaid(request.params.id) },
  }));
};
