import { employerRoutes } from '../contract/routes/employer';
import {
  DEFAULT_ANALYTICS_PERIOD,
  type AnalyticsPeriod,
  type EmployerAnalytics,
  type EmployerPipelinePage,
  type EmployerPosition,
  type EmployerPipelineQueryInput,
  type EmployerProfile,
  type EmployerPipelineCandidate,
  type EmployerRecruitmentsPage,
  type EmployerRecruitmentsQueryInput,
  type FamilyInvoicesPage,
  type FamilyInvoicesQueryInput,
  type FamilyOrdersPage,
  type FamilyOrdersQueryInput,
  type FamilyPlan,
  type Id,
  type InvoiceDetail,
  type PlanId,
  type PurchasePlanResult,
  type RecruitmentRecord,
  type UpdatePipelineBody,
} from '../contract';
import type { ApiClient } from './http';
import { callData, callEndpoint, fetcherQueryOptions, type CallOptions } from './endpoint-call';

/*
 * The employer dashboard (role client): pipeline, views, analytics, recruitments, profile,
 * orders, invoices and access plans. After a mutation, invalidate employerKeys.all (or the
 * narrower key) so the tables and the analytics refetch.
 */

/** Drops unset filters ('' means none) so equal searches share one cache entry. */
function compact<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as Partial<T>;
}

export const employerKeys = {
  all: ['employer'] as const,
  pipeline: (params: EmployerPipelineQueryInput = {}) =>
    [...employerKeys.all, 'pipeline', compact(params)] as const,
  positions: () => [...employerKeys.all, 'positions'] as const,
  analytics: (period: AnalyticsPeriod) => [...employerKeys.all, 'analytics', period] as const,
  recruitments: (params: EmployerRecruitmentsQueryInput = {}) =>
    [...employerKeys.all, 'recruitments', compact(params)] as const,
  profile: () => [...employerKeys.all, 'profile'] as const,
  orders: (params: FamilyOrdersQueryInput = {}) =>
    [...employerKeys.all, 'orders', compact(params)] as const,
  invoices: (params: FamilyInvoicesQueryInput = {}) =>
    [...employerKeys.all, 'invoices', compact(params)] as const,
  invoice: (id: Id) => [...employerKeys.all, 'invoice', id] as const,
  plan: () => [...employerKeys.all, 'plan'] as const,
};

/** GET /employer/pipeline */
export const fetchEmployerPipeline = (
  client: ApiClient,
  params: EmployerPipelineQueryInput = {},
  { signal }: CallOptions = {},
): Promise<EmployerPipelinePage> =>
  callData(client, employerRoutes.employerPipeline, { query: params, signal });

/** GET /employer/positions: the positions of the family's candidates, with counts. */
export async function fetchEmployerPositions(
  client: ApiClient,
  { signal }: CallOptions = {},
): Promise<EmployerPosition[]> {
  const data = await callData(client, employerRoutes.employerPositions, { signal });
  return data.positions;
}

/** POST /employer/pipeline: shortlist (answers the existing row if already shortlisted). */
export async function addToPipeline(
  client: ApiClient,
  candidateId: Id,
  { signal }: CallOptions = {},
): Promise<EmployerPipelineCandidate> {
  const data = await callData(client, employerRoutes.addToPipeline, {
    body: { candidateId },
    signal,
    fallbackMessage: 'Failed to shortlist the candidate',
  });
  return data.candidate;
}

/** PATCH /employer/pipeline/:id: field errors come back on interviewDate, selectionType, ... */
export async function updatePipelineEntry(
  client: ApiClient,
  id: Id,
  body: UpdatePipelineBody,
  { signal }: CallOptions = {},
): Promise<EmployerPipelineCandidate> {
  const data = await callData(client, employerRoutes.updatePipeline, {
    params: { id },
    body,
    signal,
    fallbackMessage: 'Failed to update the candidate',
  });
  return data.candidate;
}

/** POST /employer/views: call when a signed-in family opens a candidate's profile. */
export async function recordCandidateView(
  client: ApiClient,
  candidateId: Id,
  { signal }: CallOptions = {},
): Promise<void> {
  await callEndpoint(client, employerRoutes.recordView, { body: { candidateId }, signal });
}

/** GET /employer/analytics */
export async function fetchEmployerAnalytics(
  client: ApiClient,
  period: AnalyticsPeriod = DEFAULT_ANALYTICS_PERIOD,
  { signal }: CallOptions = {},
): Promise<EmployerAnalytics> {
  const data = await callData(client, employerRoutes.employerAnalytics, {
    query: { period },
    signal,
  });
  return data.analytics;
}

/** GET /employer/recruitments */
export const fetchEmployerRecruitments = (
  client: ApiClient,
  params: EmployerRecruitmentsQueryInput = {},
  { signal }: CallOptions = {},
): Promise<EmployerRecruitmentsPage> =>
  callData(client, employerRoutes.employerRecruitments, { query: params, signal });

/** PATCH /recruitments/:id (admin or the managing agency). */
export async function updateRecruitmentStage(
  client: ApiClient,
  id: Id,
  stage: RecruitmentRecord['status'],
  { signal }: CallOptions = {},
): Promise<RecruitmentRecord> {
  const data = await callData(client, employerRoutes.updateRecruitment, {
    params: { id },
    body: { stage },
    signal,
    fallbackMessage: 'Failed to update the recruitment',
  });
  return data.recruitment;
}

/** GET /employer/profile */
export async function fetchEmployerProfile(
  client: ApiClient,
  { signal }: CallOptions = {},
): Promise<EmployerProfile> {
  return (await callData(client, employerRoutes.employerProfile, { signal })).profile;
}

/** PUT /employer/profile: the whole profile; 400 names each field in error. */
export async function updateEmployerProfile(
  client: ApiClient,
  profile: EmployerProfile,
  { signal }: CallOptions = {},
): Promise<EmployerProfile> {
  const data = await callData(client, employerRoutes.updateEmployerProfile, {
    body: profile,
    signal,
    fallbackMessage: 'Failed to save your profile',
  });
  return data.profile;
}

/** GET /employer/orders (search and sort on the server). */
export const fetchEmployerOrders = (
  client: ApiClient,
  params: FamilyOrdersQueryInput = {},
  { signal }: CallOptions = {},
): Promise<FamilyOrdersPage> =>
  callData(client, employerRoutes.employerOrders, { query: params, signal });

/** GET /employer/invoices (search and sort on the server). */
export const fetchEmployerInvoices = (
  client: ApiClient,
  params: FamilyInvoicesQueryInput = {},
  { signal }: CallOptions = {},
): Promise<FamilyInvoicesPage> =>
  callData(client, employerRoutes.employerInvoices, { query: params, signal });

/** GET /employer/invoices/:id: the printable invoice. */
export async function fetchEmployerInvoice(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<InvoiceDetail> {
  return (await callData(client, employerRoutes.employerInvoice, { params: { id }, signal }))
    .invoice;
}

/** GET /employer/plan */
export async function fetchEmployerPlan(
  client: ApiClient,
  { signal }: CallOptions = {},
): Promise<FamilyPlan> {
  return (await callData(client, employerRoutes.employerPlan, { signal })).plan;
}

/** POST /employer/plans: the order and its Pending invoice (the plan starts once paid). */
export const purchasePlan = (
  client: ApiClient,
  planId: PlanId,
  { signal }: CallOptions = {},
): Promise<PurchasePlanResult> =>
  callData(client, employerRoutes.purchasePlan, {
    body: { planId },
    signal,
    fallbackMessage: 'Failed to order the plan',
  });

/** PATCH /admin/invoices/:id: an admin records the payment. */
export async function markInvoicePaid(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<InvoiceDetail> {
  const data = await callData(client, employerRoutes.adminUpdateInvoice, {
    params: { id },
    body: { paymentStatus: 'Paid' },
    signal,
    fallbackMessage: 'Failed to record the payment',
  });
  return data.invoice;
}

export const employerPipelineQueryOptions = (
  client: ApiClient,
  params: EmployerPipelineQueryInput = {},
) =>
  fetcherQueryOptions(employerKeys.pipeline(params), (signal) =>
    fetchEmployerPipeline(client, params, { signal }),
  );

export const employerPositionsQueryOptions = (client: ApiClient) =>
  fetcherQueryOptions(employerKeys.positions(), (signal) =>
    fetchEmployerPositions(client, { signal }),
  );

export const employerAnalyticsQueryOptions = (
  client: ApiClient,
  period: AnalyticsPeriod = DEFAULT_ANALYTICS_PERIOD,
) =>
  fetcherQueryOptions(employerKeys.analytics(period), (signal) =>
    fetchEmployerAnalytics(client, period, { signal }),
  );

export const employerRecruitmentsQueryOptions = (
  client: ApiClient,
  params: EmployerRecruitmentsQueryInput = {},
) =>
  fetcherQueryOptions(employerKeys.recruitments(params), (signal) =>
    fetchEmployerRecruitments(client, params, { signal }),
  );

export const employerProfileQueryOptions = (client: ApiClient) =>
  fetcherQueryOptions(employerKeys.profile(), (signal) => fetchEmployerProfile(client, { signal }));

export const employerOrdersQueryOptions = (
  client: ApiClient,
  params: FamilyOrdersQueryInput = {},
) =>
  fetcherQueryOptions(employerKeys.orders(params), (signal) =>
    fetchEmployerOrders(client, params, { signal }),
  );

export const employerInvoicesQueryOptions = (
  client: ApiClient,
  params: FamilyInvoicesQueryInput = {},
) =>
  fetcherQueryOptions(employerKeys.invoices(params), (signal) =>
    fetchEmployerInvoices(client, params, { signal }),
  );

export const employerInvoiceQueryOptions = (client: ApiClient, id: Id) =>
  fetcherQueryOptions(employerKeys.invoice(id), (signal) =>
    fetchEmployerInvoice(client, id, { signal }),
  );

export const employerPlanQueryOptions = (client: ApiClient) =>
  fetcherQueryOptions(employerKeys.plan(), (signal) => fetchEmployerPlan(client, { signal }));
