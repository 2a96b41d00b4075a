import {
  EMPLOYER_DOCUMENT_STAGES,
  PLANS,
  PIPELINE_ENTRY_STATUSES,
  type EmployerPipelineCandidate as Row,
  type FamilyInvoice,
  type FamilyOrder,
} from '@bayti/data/contract';
import {
  employerAnalyticsSample,
  employerPipelineSample,
  employerProfileSample,
  familyInvoicesSample,
  familyOrdersSample,
  familyPlanSample,
  invoiceDetailSample,
  publicCandidates,
  recruitmentRecordsSample,
  creditNoteDocumentSample,
} from '@bayti/data/fixtures';
import { VERIFY_EMAIL_FIRST_MESSAGE } from './auth';
import { apiError, mockSignedInEndpoint } from './endpoint-handler';

/*
 * The family's dashboard over the fixtures' samples. A list answers its sample as one page,
 * whatever the search, tab or sort (the server's own tests cover those; a story that needs
 * another answer overrides it). Writes answer what the server answers without keeping it, so
 * every story starts from the same data.
 */

const NOT_FOUND = 'Not found';

/** A list's rows as the one page of its answer. */
export const onePage = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 100 });

/**
 * The pipeline's answer: its rows, and the count of each status among the rows the search found
 * (all the tab's rows when no tab is chosen).
 */
export function pipelineAnswer(rows: Row[], found: Row[] = rows) {
  return { data: { ...onePage(rows), counts: countsOf(found, PIPELINE_ENTRY_STATUSES) } };
}

/** How many rows there are of each status (a tab's count), and in all. */
function countsOf<Status extends string>(
  rows: readonly { status: Status }[],
  statuses: readonly Status[],
) {
  const counts = Object.fromEntries(
    statuses.map((status) => [status, rows.filter((row) => row.status === status).length]),
  ) as Record<Status, number>;
  return { all: rows.length, ...counts };
}

/** The positions of the sample pipeline with their row counts, by name. */
function samplePositions() {
  const counts = new Map<string, number>();
  for (const row of employerPipelineSample)
    counts.set(row.position, (counts.get(row.position) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([position, count]) => ({ position, count }));
}

export const employerHandlers = [
  mockSignedInEndpoint('employerPipeline', () => pipelineAnswer(employerPipelineSample)),

  mockSignedInEndpoint('employerPositions', () => ({
    data: { positions: samplePositions() },
  })),

  mockSignedInEndpoint('addToPipeline', ({ body }) => {
    const candidate = publicCandidates.find((row) => row.id === body.candidateId);
    if (!candidate) return apiError('not_found', NOT_FOUND);
    const entry: Row = {
      id: employerPipelineSample.length + 1,
      candidateId: candidate.id,
      slNo: employerPipelineSample.length + 1,
      name: candidate.name,
      position: candidate.position,
      age: candidate.age,
      gender: null,
      nationality: candidate.nationality,
      status: 'shortlisted',
      avatar: candidate.image,
      interviewDate: null,
      interviewTime: null,
      selectionType: null,
      selectionDate: null,
      hiredOn: null,
      returnedOn: null,
      replacedOn: null,
      offer: null,
      available: true,
      application: null,
    };
    return { data: { candidate: entry } };
  }),

  mockSignedInEndpoint('updatePipeline', ({ params, body }) => {
    const entry = employerPipelineSample.find((row) => row.id === params.id);
    if (!entry) return apiError('not_found', NOT_FOUND);
    return { data: { candidate: { ...entry, ...body } } };
  }),

  mockSignedInEndpoint('recordView', () => ({ ok: true as const })),

  mockSignedInEndpoint('employerAnalytics', ({ query }) => ({
    data: { analytics: { ...employerAnalyticsSample, period: query.period } },
  })),

  mockSignedInEndpoint('employerRecruitments', () => ({
    data: {
      ...onePage(recruitmentRecordsSample),
      counts: countsOf(recruitmentRecordsSample, EMPLOYER_DOCUMENT_STAGES),
    },
  })),

  mockSignedInEndpoint('employerProfile', () => ({
    data: { profile: employerProfileSample },
  })),

  // The body passed the contract's schema on the way in, as on the server.
  mockSignedInEndpoint('updateEmployerProfile', ({ body }) => ({
    data: { profile: body },
  })),

  mockSignedInEndpoint('employerOrders', () => ({ data: onePage(familyOrdersSample) })),

  mockSignedInEndpoint('employerInvoices', () => ({ data: onePage(familyInvoicesSample) })),

  mockSignedInEndpoint('employerInvoice', ({ params }) =>
    params.id === invoiceDetailSample.id
      ? { data: { invoice: invoiceDetailSample } }
      : apiError('not_found', NOT_FOUND),
  ),

  mockSignedInEndpoint('employerCreditNote', ({ params }) =>
    params.id === creditNoteDocumentSample.id
      ? { data: { creditNote: creditNoteDocumentSample } }
      : apiError('not_found', 'Credit note not found'),
  ),

  // The sample invoice is paid: Checkout is refused as the server would.
  mockSignedInEndpoint('startCardCheckout', ({ params }) =>
    params.id === invoiceDetailSample.id
      ? apiError('conflict', 'This invoice is already paid.')
      : apiError('not_found', NOT_FOUND),
  ),

  mockSignedInEndpoint('employerPlan', () => ({ data: { plan: familyPlanSample } })),

  mockSignedInEndpoint('purchasePlan', ({ body, user }) => {
    if (!user.emailVerified) return apiError('forbidden', VERIFY_EMAIL_FIRST_MESSAGE);
    const plan = PLANS.find((option) => option.id === body.planId) ?? PLANS[0];
    const number = String(familyOrdersSample.length + 1).padStart(6, '0');
    const description = `${plan.name} access plan (${plan.durationLabel})`;
    const order: FamilyOrder = {
      id: familyOrdersSample.length + 1,
      orderNo: `ORD-2026-${number}`,
      orderDate: '2026-11-22',
      nationality: null,
      amount: plan.priceAed,
      proformaInvoice: `INV-2026-${number}`,
      status: 'Pending',
      planId: plan.id,
      description,
      invoiceId: familyInvoicesSample.length + 1,
    };
    const invoice: FamilyInvoice = {
      id: order.invoiceId,
      invoiceNo: order.proformaInvoice,
      invoiceDate: order.orderDate,
      nationality: null,
      amount: plan.priceAed,
      invoice: order.proformaInvoice,
      paymentStatus: 'Pending',
      planId: plan.id,
      description,
      orderNo: order.orderNo,
    };
    return { data: { order, invoice } };
  }),
];
