import type {
  adminInvoiceResponseSchema,
  familyInvoicesResponseSchema,
  familyOrdersResponseSchema,
  familyPlanResponseSchema,
  invoiceDetailResponseSchema,
  purchasePlanResponseSchema,
} from '../billing';
import type {
  employerAnalyticsResponseSchema,
  employerPipelineResponseSchema,
  employerPositionsResponseSchema,
  employerProfileResponseSchema,
  employerRecruitmentsResponseSchema,
  pipelineEntryResponseSchema,
  recordViewResponseSchema,
  recruitmentResponseSchema,
} from '../employer-pipeline';
import { route } from './route';

/** The routes @bayti/data/client's employer.ts calls (method, path, what they answer); no zod at run time. */
export const employerRoutes = {
  /** The Candidates table: status tab, search, date filter, sort; counts per status. */
  employerPipeline: route('GET', '/employer/pipeline').answers<
    typeof employerPipelineResponseSchema
  >(),
  /** The positions of the family's pipeline with their row counts (the position lists). */
  employerPositions: route('GET', '/employer/positions').answers<
    typeof employerPositionsResponseSchema
  >(),
  /** Shortlist a candidate: 201 with the new row, 200 with the row already there. */
  addToPipeline: route('POST', '/employer/pipeline').answers<typeof pipelineEntryResponseSchema>(),
  /** Move along PIPELINE_TRANSITIONS (409 otherwise); hired starts the recruitment. */
  updatePipeline: route('PATCH', '/employer/pipeline/:id').answers<
    typeof pipelineEntryResponseSchema
  >(),
  /** The family opened a profile; counted once per candidate per day. */
  recordView: route('POST', '/employer/views').answers<typeof recordViewResponseSchema>(),
  employerAnalytics: route('GET', '/employer/analytics').answers<
    typeof employerAnalyticsResponseSchema
  >(),
  employerRecruitments: route('GET', '/employer/recruitments').answers<
    typeof employerRecruitmentsResponseSchema
  >(),
  /** Admin, or the agency managing the candidate: set the document stage. */
  updateRecruitment: route('PATCH', '/recruitments/:id').answers<
    typeof recruitmentResponseSchema
  >(),
  employerProfile: route('GET', '/employer/profile').answers<
    typeof employerProfileResponseSchema
  >(),
  /** Saves the three tabs of Edit Profile; the name is also the account's name. */
  updateEmployerProfile: route('PUT', '/employer/profile').answers<
    typeof employerProfileResponseSchema
  >(),
  employerOrders: route('GET', '/employer/orders').answers<typeof familyOrdersResponseSchema>(),
  employerInvoices: route('GET', '/employer/invoices').answers<
    typeof familyInvoicesResponseSchema
  >(),
  /** The printable invoice (View). */
  employerInvoice: route('GET', '/employer/invoices/:id').answers<
    typeof invoiceDetailResponseSchema
  >(),
  /** The running access plan and its end, queued plans, unpaid plan invoices. */
  employerPlan: route('GET', '/employer/plan').answers<typeof familyPlanResponseSchema>(),
  /** Buy an access plan: a new order and its Pending invoice. */
  purchasePlan: route('POST', '/employer/plans').answers<typeof purchasePlanResponseSchema>(),
  /** Admin: record an invoice's payment; a plan invoice then activates its plan. */
  adminUpdateInvoice: route('PATCH', '/admin/invoices/:id').answers<
    typeof adminInvoiceResponseSchema
  >(),
} as const;
