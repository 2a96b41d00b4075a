import { allow, routesOf, visitor } from './route';

const { route, fileRoute } = routesOf('employer');

/** The routes @bayti/data/client's employer.ts calls; no zod at run time. */
export const employerRoutes = {
  /** The Candidates table: status tab, search, date filter, sort; counts per status. */
  employerPipeline: route('GET', '/employer/pipeline', {
    access: allow(['client'], 'self'),
    doc: 'The Candidates table: status tab, search, date filter, sort; counts per status',
    query: 'employerPipelineQuerySchema',
    response: 'employerPipelineResponseSchema',
  }),
  /** The positions of the family's pipeline with their row counts (the position lists). */
  employerPositions: route('GET', '/employer/positions', {
    access: allow(['client'], 'self'),
    doc: "The positions of the family's candidates, each with its row count",
    response: 'employerPositionsResponseSchema',
  }),
  /** Shortlist a candidate: 201 with the new row, 200 with the row already there. */
  addToPipeline: route('POST', '/employer/pipeline', {
    access: allow(['client'], 'self'),
    doc: 'Shortlist a candidate (201; 200 with the row already on the list)',
    errors: ['not_found'],
    body: 'addToPipelineBodySchema',
    response: 'pipelineEntryResponseSchema',
    status: 201,
  }),
  /** Move along PIPELINE_TRANSITIONS (409 otherwise); hired starts the recruitment. */
  updatePipeline: route('PATCH', '/employer/pipeline/:id', {
    access: allow(['client'], 'ownPipelineEntry'),
    doc: 'Move a candidate: interview needs date and time, selected type and date, returned a date within 6 months of the hire, replaced a date',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'updatePipelineBodySchema',
    response: 'pipelineEntryResponseSchema',
  }),
  /** The family opened a profile; counted once per candidate per day. */
  recordView: route('POST', '/employer/views', {
    access: allow(['client'], 'self'),
    doc: 'The family opened a profile (counted once per candidate per day)',
    errors: ['not_found'],
    body: 'recordViewBodySchema',
    response: 'recordViewResponseSchema',
  }),
  employerAnalytics: route('GET', '/employer/analytics', {
    access: allow(['client'], 'self'),
    doc: 'Funnel, document stages and quick stats over a period (ALL, 1M, 6M, 1Y)',
    query: 'employerAnalyticsQuerySchema',
    response: 'employerAnalyticsResponseSchema',
  }),
  employerRecruitments: route('GET', '/employer/recruitments', {
    access: allow(['client'], 'self'),
    doc: 'Recruitments of the hired candidates: stage tab and search',
    query: 'employerRecruitmentsQuerySchema',
    response: 'employerRecruitmentsResponseSchema',
  }),
  /** Admin, or the agency managing the candidate: set the document stage. */
  updateRecruitment: route('PATCH', '/recruitments/:id', {
    access: allow(['admin', 'agency', 'staff'], 'managingAgency'),
    doc: 'Set the document stage (admin, or the agency managing the candidate)',
    errors: ['not_found'],
    tag: 'recruitments',
    params: 'idParamsSchema',
    body: 'updateRecruitmentBodySchema',
    response: 'recruitmentResponseSchema',
  }),
  employerProfile: route('GET', '/employer/profile', {
    access: allow(['client'], 'self'),
    doc: 'The Edit Profile dialog: profile, family and staff details',
    response: 'employerProfileResponseSchema',
  }),
  /** Saves the three tabs of Edit Profile; the name is also the account's name. */
  updateEmployerProfile: route('PUT', '/employer/profile', {
    access: allow(['client'], 'self'),
    doc: 'Save the Edit Profile dialog; the name is also the account name',
    body: 'employerProfileBodySchema',
    response: 'employerProfileResponseSchema',
  }),
  employerOrders: route('GET', '/employer/orders', {
    access: allow(['client'], 'self'),
    doc: "The family's orders: search any column, sort, pages",
    query: 'familyOrdersQuerySchema',
    response: 'familyOrdersResponseSchema',
  }),
  employerInvoices: route('GET', '/employer/invoices', {
    access: allow(['client'], 'self'),
    doc: "The family's invoices: search the shown columns, sort, pages",
    query: 'familyInvoicesQuerySchema',
    response: 'familyInvoicesResponseSchema',
  }),
  /** The printable invoice (View). */
  employerInvoice: route('GET', '/employer/invoices/:id', {
    access: allow(['client'], 'ownInvoice'),
    doc: 'One of the family’s invoices, with everything the printable page shows',
    errors: ['not_found'],
    params: 'idParamsSchema',
    response: 'invoiceDetailResponseSchema',
  }),
  /** The tax invoice as a PDF in English or Arabic (Download PDF), an attachment. */
  employerInvoicePdf: fileRoute('GET', '/employer/invoices/:id/pdf', {
    access: allow(['client'], 'ownInvoice'),
    doc: 'One of the family’s tax invoices as a PDF attachment, in English or Arabic (?lang)',
    errors: ['not_found'],
    params: 'idParamsSchema',
    query: 'invoicePdfQuerySchema',
  }),
  /** Pay an unpaid invoice by card: a Stripe Checkout session, answered as the page to open. */
  startCardCheckout: route('POST', '/employer/invoices/:id/checkout', {
    access: allow(['client'], 'ownInvoice'),
    doc: 'Start paying an unpaid invoice by card: the Stripe Checkout page to open',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    response: 'cardCheckoutResponseSchema',
  }),
  /**
   * Stripe's signed events (checkout.session.completed pays the invoice). No session: the
   * Stripe-Signature header, checked against STRIPE_WEBHOOK_SECRET, is the proof.
   */
  stripeWebhook: route('POST', '/payments/stripe/webhook', {
    access: visitor(),
    doc: "Stripe's signed events: a completed Checkout session pays its invoice (once per event)",
    tag: 'payments',
    errors: ['validation', 'not_found'],
    response: 'paymentWebhookResponseSchema',
  }),
  /** The running access plan and its end, queued plans, unpaid plan invoices. */
  employerPlan: route('GET', '/employer/plan', {
    access: allow(['client'], 'self'),
    doc: 'The running access plan and its end, queued plans, unpaid plan invoices',
    response: 'familyPlanResponseSchema',
  }),
  /** Buy an access plan: a new order and its Pending invoice. */
  purchasePlan: route('POST', '/employer/plans', {
    access: allow(['client'], 'self'),
    doc: 'Buy an access plan: an order and a Pending invoice (200: the unpaid one again)',
    body: 'purchasePlanBodySchema',
    response: 'purchasePlanResponseSchema',
    status: 201,
  }),
  /** Admin: record a bank transfer received for an invoice; a plan invoice then starts its plan. */
  recordInvoicePayment: route('POST', '/admin/invoices/:id/payments', {
    access: allow(['admin']),
    doc: 'Record a bank transfer received (amount, day, reference); a plan invoice starts its plan',
    errors: ['not_found', 'conflict'],
    tag: 'admin',
    params: 'idParamsSchema',
    body: 'recordInvoicePaymentBodySchema',
    response: 'adminInvoiceResponseSchema',
  }),
  /**
   * Admin: refund a paid invoice in full or in part, with a reason (Stripe refunds a card; a
   * transfer is recorded); a credit note is issued, and a full refund ends the plan's access.
   */
  refundInvoice: route('POST', '/admin/invoices/:id/refunds', {
    access: allow(['admin']),
    doc: 'Refund a paid invoice in full or in part, with a reason: a credit note, and a full refund ends its access',
    errors: ['not_found', 'conflict', 'service_unavailable'],
    tag: 'admin',
    params: 'idParamsSchema',
    body: 'refundInvoiceBodySchema',
    response: 'refundInvoiceResponseSchema',
  }),
  /** The printable tax credit note of one of the family's refunds. */
  employerCreditNote: route('GET', '/employer/credit-notes/:id', {
    access: allow(['client'], 'ownInvoice'),
    doc: 'One of the family’s credit notes (a refund of an invoice), as the printable page shows it',
    errors: ['not_found'],
    params: 'idParamsSchema',
    response: 'creditNoteResponseSchema',
  }),
} as const;
