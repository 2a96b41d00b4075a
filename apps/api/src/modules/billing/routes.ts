import { endpoints, type InvoicePdfQuery } from '@bayti/data/contract';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { requireVerifiedEmail } from '../auth';
import { preferredLocale } from '../../i18n/locale';
import { invoicePdf, sendInvoicePdf } from './invoice-pdf';
import { invoiceIssuer } from './seller';
import { PaymentService } from './payments';
import { RefundService } from './refunds';
import { creditNoteDocument } from './refunds-statements';
import { StripeRefunds } from './refunds-stripe';
import { BillingService } from './service';
import { StatementService } from './statements';
import { StripeCheckout } from './stripe-checkout';

const {
  employerOrders,
  employerInvoices,
  employerInvoice,
  employerInvoicePdf,
  adminInvoicePdf,
  employerPlan,
  purchasePlan,
  recordInvoicePayment,
  refundInvoice,
  employerCreditNote,
  startCardCheckout,
  stripeWebhook,
} = endpoints;

const familyId = (request: FastifyRequest) => requireSession(request).user.id;

/** Orders, invoices and access plans: a family's own (role client), and payments (admin). */
export const billingRoutes: RoutesPlugin = async (app, { ctx }) => {
  const issuer = invoiceIssuer(ctx.config);
  const billing = new BillingService(ctx.db, ctx.clock, ctx.jobs, issuer);
  const payments = new PaymentService({
    db: ctx.db,
    clock: ctx.clock,
    jobs: ctx.jobs,
    issuer,
    stripe: ctx.config.stripe ? new StripeCheckout(ctx.config.stripe) : undefined,
    publicUrl: ctx.config.publicUrl,
  });
  const statements = new StatementService(ctx.db, issuer);
  const refunds = new RefundService({
    db: ctx.db,
    clock: ctx.clock,
    jobs: ctx.jobs,
    issuer,
    stripe: ctx.config.stripe ? new StripeRefunds(ctx.config.stripe) : undefined,
  });

  registerEndpoint(app, ctx.guards, employerOrders, async (request) => ({
    data: await statements.orders(familyId(request), request.query),
  }));

  registerEndpoint(app, ctx.guards, employerInvoices, async (request) => ({
    data: await statements.invoices(familyId(request), request.query),
  }));

  registerEndpoint(app, ctx.guards, employerInvoice, async (request) => ({
    data: { invoice: await statements.invoiceDetail(request.params.id, familyId(request)) },
  }));

  /** The tax invoice PDF in ?lang, else the caller's Accept-Language; a family's own only. */
  const pdfOf = (
    request: FastifyRequest<{ Params: { id: number }; Querystring: InvoicePdfQuery }>,
    familyId: number | null,
  ) =>
    invoicePdf(
      statements,
      request.params.id,
      familyId,
      request.query.lang ?? preferredLocale(request.headers['accept-language']),
      ctx.clock.now(),
    );

  registerEndpoint(app, ctx.guards, employerInvoicePdf, async (request, reply) =>
    sendInvoicePdf(reply, await pdfOf(request, familyId(request))),
  );

  registerEndpoint(app, ctx.guards, adminInvoicePdf, async (request, reply) =>
    sendInvoicePdf(reply, await pdfOf(request, null)),
  );

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

  registerEndpoint(app, ctx.guards, recordInvoicePayment, async (request) => ({
    data: {
      invoice: await payments.recordTransfer(
        requireSession(request).user.id,
        request.params.id,
        request.body,
      ),
    },
  }));

  registerEndpoint(app, ctx.guards, refundInvoice, async (request) => ({
    data: {
      invoice: await refunds.refund(
        requireSession(request).user.id,
        request.params.id,
        request.body,
      ),
    },
  }));

  registerEndpoint(app, ctx.guards, employerCreditNote, async (request) => ({
    data: {
      creditNote: await creditNoteDocument(ctx.db, issuer, request.params.id, familyId(request)),
    },
  }));

  registerEndpoint(app, ctx.guards, startCardCheckout, async (request) => {
    requireVerifiedEmail(requireSession(request).user);
    return { data: { url: await payments.startCheckout(familyId(request), request.params.id) } };
  });

  // Stripe signs the body as it sent it: this route alone reads JSON as the raw text.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    registerEndpoint(webhook, ctx.guards, stripeWebhook, async (request) => {
      const signature = request.headers['stripe-signature'];
      await payments.takeStripeEvent(
        typeof request.body === 'string' ? request.body : '',
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const };
    });
  });
};
