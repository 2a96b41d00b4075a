import { queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_ANALYTICS_PERIOD,
  endpoints,
  pathFor,
  type AnalyticsPeriod,
  type EmployerAnalytics,
  type EmployerPipelinePage,
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
import { retryUnlessClientError, type ApiClient, type QueryValue } from './http';

/*
 * The employer dashboard (role client): pipeline, views, analytics, recruitments, profile,
 * orders, invoices and access plans. After a mutation, invalidate employerKeys.all (or the
 * narrower key) so the tables and the analytics refetch.
 */

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** Drops unset filters ('' means none) so equal searches share one cache entry. */
function compact<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as Partial<T>;
}

const asQuery = (params: object) => compact(params) as Record<string, QueryValue>;

export const employerKeys = {
  all: ['employer'] as const,
  pipeline: (params: EmployerPipelineQueryInput = {}) =>
    [...employerKeys.all, 'pipeline', compact(params)] as const,
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
export async function fetchEmployerPipeline(
  client: ApiClient,
  params: EmployerPipelineQueryInput = {},
  { signal }: CallOptions = {},
): Promise<EmployerPipelinePage> {
  const { method, path, response } = endpoints.employerPipeline;
  const { data } = await client.request(path, {
    method,
    query: asQuery(params),
    schema: response,
    signal,
  });
  return data;
}

/** POST /employer/pipeline: shortlist (answers the existing row if already shortlisted). */
export async function addToPipeline(
  client: ApiClient,
  candidateId: Id,
  { signal }: CallOptions = {},
): Promise<EmployerPipelineCandidate> {
  const { method, path, response } = endpoints.addToPipeline;
  const { data } = await client.request(path, {
    method,
    body: { candidateId },
    schema: response,
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
  const { method, path, response } = endpoints.updatePipeline;
  const { data } = await client.request(pathFor(path, { id }), {
    method,
    body,
    schema: response,
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
  const { method, path, response } = endpoints.recordView;
  await client.request(path, { method, body: { candidateId }, schema: response, signal });
}

/** GET /employer/analytics */
export async function fetchEmployerAnalytics(
  client: ApiClient,
  period: AnalyticsPeriod = DEFAULT_ANALYTICS_PERIOD,
  { signal }: CallOptions = {},
): Promise<EmployerAnalytics> {
  const { method, path, response } = endpoints.employerAnalytics;
  const { data } = await client.request(path, {
    method,
    query: { period },
    schema: response,
    signal,
  });
  return data.analytics;
}

/** GET /employer/recruitments */
export async function fetchEmployerRecruitments(
  client: ApiClient,
  params: EmployerRecruitmentsQueryInput = {},
  { signal }: CallOptions = {},
): Promise<EmployerRecruitmentsPage> {
  const { method, path, response } = endpoints.employerRecruitments;
  const { data } = await client.request(path, {
    method,
    query: asQuery(params),
    schema: response,
    signal,
  });
  return data;
}

/** PATCH /recruitments/:id (admin or the managing agency). */
export async function updateRecruitmentStage(
  client: ApiClient,
  id: Id,
  stage: RecruitmentRecord['status'],
  { signal }: CallOptions = {},
): Promise<RecruitmentRecord> {
  const { method, path, response } = endpoints.updateRecruitment;
  const { data } = await client.request(pathFor(path, { id }), {
    method,
    body: { stage },
    schema: response,
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
  const { method, path, response } = endpoints.employerProfile;
  const { data } = await client.request(path, { method, schema: response, signal });
  return data.profile;
}

/** PUT /employer/profile: the whole profile; 400 names each field in error. */
export async function updateEmployerProfile(
  client: ApiClient,
  profile: EmployerProfile,
  { signal }: CallOptions = {},
): Promise<EmployerProfile> {
  const { method, path, response } = endpoints.updateEmployerProfile;
  const { data } = await client.request(path, {
    method,
    body: profile,
    schema: response,
    signal,
    fallbackMessage: 'Failed to save your profile',
  });
  return data.profile;
}

/** GET /employer/orders (search and sort on the server). */
export async function fetchEmployerOrders(
  client: ApiClient,
  params: FamilyOrdersQueryInput = {},
  { signal }: CallOptions = {},
): Promise<FamilyOrdersPage> {
  const { method, path, response } = endpoints.employerOrders;
  const { data } = await client.request(path, {
    method,
    query: asQuery(params),
    schema: response,
    signal,
  });
  return data;
}

/** GET /employer/invoices (search and sort on the server). */
export async function fetchEmployerInvoices(
  client: ApiClient,
  params: FamilyInvoicesQueryInput = {},
  { signal }: CallOptions = {},
): Promise<FamilyInvoicesPage> {
  const { method, path, response } = endpoints.employerInvoices;
  const { data } = await client.request(path, {
    method,
    query: asQuery(params),
    schema: response,
    signal,
  });
  return data;
}

/** GET /employer/invoices/:id: the printable invoice. */
export async function fetchEmployerInvoice(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<InvoiceDetail> {
  const { method, path, response } = endpoints.employerInvoice;
  const { data } = await client.request(pathFor(path, { id }), {
    method,
    schema: response,
    signal,
  });
  return data.invoice;
}

/** GET /employer/plan */
export async function fetchEmployerPlan(
  client: ApiClient,
  { signal }: CallOptions = {},
): Promise<FamilyPlan> {
  const { method, path, response } = endpoints.employerPlan;
  const { data } = await client.request(path, { method, schema: response, signal });
  return data.plan;
}

/** POST /employer/plans: the order and its Pending invoice (the plan starts once paid). */
export async function purchasePlan(
  client: ApiClient,
  planId: PlanId,
  { signal }: CallOptions = {},
): Promise<PurchasePlanResult> {
  const { method, path, response } = endpoints.purchasePlan;
  const { data } = await client.request(path, {
    method,
    body: { planId },
    schema: response,
    signal,
    fallbackMessage: 'Failed to order the plan',
  });
  return data;
}

/** PATCH /admin/invoices/:id: an admin records the payment. */
export async function markInvoicePaid(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<InvoiceDetail> {
  const { method, path, response } = endpoints.adminUpdateInvoice;
  const { data } = await client.request(pathFor(path, { id }), {
    method,
    body: { paymentStatus: 'Paid' },
    schema: response,
    signal,
    fallbackMessage: 'Failed to record the payment',
  });
  return data.invoice;
}

export const employerPipelineQueryOptions = (
  client: ApiClient,
  params: EmployerPipelineQueryInput = {},
) =>
  queryOptions({
    queryKey: employerKeys.pipeline(params),
    queryFn: ({ signal }) => fetchEmployerPipeline(client, params, { signal }),
    retry: retryUnlessClientError,
  });

export const employerAnalyticsQueryOptions = (
  client: ApiClient,
  period: AnalyticsPeriod = DEFAULT_ANALYTICS_PERIOD,
) =>
  queryOptions({
    queryKey: employerKeys.analytics(period),
    queryFn: ({ signal }) => fetchEmployerAnalytics(client, period, { signal }),
    retry: retryUnlessClientError,
  });

export const employerRecruitmentsQueryOptions = (
  client: ApiClient,
  params: EmployerRecruitmentsQueryInput = {},
) =>
  queryOptions({
    queryKey: employerKeys.recruitments(params),
    queryFn: ({ signal }) => fetchEmployerRecruitments(client, params, { signal }),
    retry: retryUnlessClientError,
  });

export const employerProfileQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: employerKeys.profile(),
    queryFn: ({ signal }) => fetchEmployerProfile(client, { signal }),
    retry: retryUnlessClientError,
  });

export const employerOrdersQueryOptions = (
  client: ApiClient,
  params: FamilyOrdersQueryInput = {},
) =>
  queryOptions({
    queryKey: employerKeys.orders(params),
    queryFn: ({ signal }) => fetchEmployerOrders(client, params, { signal }),
    retry: retryUnlessClientError,
  });

export const employerInvoicesQueryOptions = (
  client: ApiClient,
  params: FamilyInvoicesQueryInput = {},
) =>
  queryOptions({
    queryKey: employerKeys.invoices(params),
    queryFn: ({ signal }) => fetchEmployerInvoices(client, params, { signal }),
    retry: retryUnlessClientError,
  });

export const employerInvoiceQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: employerKeys.invoice(id),
    queryFn: ({ signal }) => fetchEmployerInvoice(client, id, { signal }),
    retry: retryUnlessClientError,
  });

export const employerPlanQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: employerKeys.plan(),
    queryFn: ({ signal }) => fetchEmployerPlan(client, { signal }),
    retry: retryUnlessClientError,
  });
