import { adminAgenciesRoutes } from '../contract/routes/admin-agencies';
import {
  UPLOAD_TIMEOUT_MS,
  pathFor,
  type AdminAgenciesPage,
  type AdminAgenciesQueryInput,
  type AdminAgencyDetail,
  type AdminAgencyForm,
  type AgencyLegalDocumentKind,
  type AgencyStatus,
  type ChangePin,
  type Id,
  type RegisterAgencyInput,
} from '../contract';
import { uploadForm } from './endpoint-call';
import { callEndpoint, fetcherQueryOptions, type CallOptions } from './endpoint-call';
import type { ApiClient, DownloadedFile } from './http';

/*
 * The admin's Agencies (card grid, Agencies List, detail page, Edit Agency Profile). After any
 * change, invalidate adminAgencyKeys.all so the lists, the detail and the analytics refetch.
 */

export const adminAgencyKeys = {
  all: ['admin-agencies'] as const,
  list: (params: AdminAgenciesQueryInput = {}) => [...adminAgencyKeys.all, 'list', params] as const,
  detail: (id: Id) => [...adminAgencyKeys.all, 'detail', id] as const,
};

/** GET /admin/agencies */
export async function fetchAdminAgencies(
  client: ApiClient,
  params: AdminAgenciesQueryInput = {},
  { signal }: CallOptions = {},
): Promise<AdminAgenciesPage> {
  const { data } = await callEndpoint(client, adminAgenciesRoutes.adminAgencies, {
    query: params,
    signal,
  });
  return data;
}

/** GET /admin/agencies/:id */
export async function fetchAdminAgency(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<AdminAgencyDetail> {
  const { data } = await callEndpoint(client, adminAgenciesRoutes.adminAgency, {
    params: { id },
    signal,
  });
  return data.agency;
}

/** POST /admin/agencies: the agency and its sign-in account; 409 when the email is taken. */
export async function registerAgency(
  client: ApiClient,
  form: RegisterAgencyInput,
  { signal }: CallOptions = {},
): Promise<AdminAgencyDetail> {
  const { data } = await callEndpoint(client, adminAgenciesRoutes.registerAgency, {
    body: form,
    signal,
    fallbackMessage: 'Failed to register the agency',
  });
  return data.agency;
}

/** PUT /admin/agencies/:id: the Edit Agency Profile form. */
export async function updateAdminAgency(
  client: ApiClient,
  id: Id,
  form: AdminAgencyForm,
  { signal }: CallOptions = {},
): Promise<AdminAgencyDetail> {
  const { data } = await callEndpoint(client, adminAgenciesRoutes.updateAdminAgency, {
    params: { id },
    body: form,
    signal,
    fallbackMessage: 'Failed to save the agency',
  });
  return data.agency;
}

/** PATCH /admin/agencies/:id/status */
export async function setAdminAgencyStatus(
  client: ApiClient,
  id: Id,
  status: AgencyStatus,
  { signal }: CallOptions = {},
): Promise<AdminAgencyDetail> {
  const { data } = await callEndpoint(client, adminAgenciesRoutes.setAdminAgencyStatus, {
    params: { id },
    body: { status },
    signal,
    fallbackMessage: 'Failed to change the status',
  });
  return data.agency;
}

/** PUT /admin/agencies/:id/pin */
export async function setAdminAgencyPin(
  client: ApiClient,
  id: Id,
  pin: ChangePin,
  { signal }: CallOptions = {},
): Promise<void> {
  await callEndpoint(client, adminAgenciesRoutes.setAdminAgencyPin, {
    params: { id },
    body: pin,
    signal,
    fallbackMessage: 'Failed to change the PIN',
  });
}

/** POST /admin/agencies/:id/logo: a JPEG, PNG or WebP image (checked by content). */
export async function uploadAdminAgencyLogo(
  client: ApiClient,
  id: Id,
  file: Blob,
  fileName?: string,
  { signal }: CallOptions = {},
): Promise<AdminAgencyDetail> {
  const { data } = await callEndpoint(client, adminAgenciesRoutes.uploadAdminAgencyLogo, {
    params: { id },
    formData: uploadForm(file, fileName),
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    fallbackMessage: 'Upload failed',
  });
  return data.agency;
}

/** POST /admin/agencies/:id/legal-documents/:kind: a pdf, docx or txt file. */
export async function uploadAgencyLegalDocument(
  client: ApiClient,
  id: Id,
  kind: AgencyLegalDocumentKind,
  file: Blob,
  fileName?: string,
  { signal }: CallOptions = {},
): Promise<AdminAgencyDetail> {
  const { data } = await callEndpoint(client, adminAgenciesRoutes.uploadAgencyLegalDocument, {
    params: { id, kind },
    formData: uploadForm(file, fileName),
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    fallbackMessage: 'Upload failed',
  });
  return data.agency;
}

/** GET /admin/agencies/:id/legal-documents/:kind/file, through the bearer token. */
export function downloadAgencyLegalDocument(
  client: ApiClient,
  id: Id,
  kind: AgencyLegalDocumentKind,
  { signal }: CallOptions = {},
): Promise<DownloadedFile> {
  return client.download(pathFor(adminAgenciesRoutes.agencyLegalDocumentFile.path, { id, kind }), {
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    fallbackMessage: 'Failed to open the document',
  });
}

export const adminAgenciesQueryOptions = (
  client: ApiClient,
  params: AdminAgenciesQueryInput = {},
) =>
  fetcherQueryOptions(adminAgencyKeys.list(params), (signal) =>
    fetchAdminAgencies(client, params, { signal }),
  );

export const adminAgencyQueryOptions = (client: ApiClient, id: Id) =>
  fetcherQueryOptions(adminAgencyKeys.detail(id), (signal) =>
    fetchAdminAgency(client, id, { signal }),
  );
