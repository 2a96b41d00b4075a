import { queryOptions } from '@tanstack/react-query';
import {
  UPLOAD_TIMEOUT_MS,
  endpoints,
  pathFor,
  type AgencyDocument,
  type AgencyDocumentCategory,
  type Id,
} from '../contract';
import { uploadForm } from './candidate-profile';
import { retryUnlessClientError, type ApiClient, type DownloadedFile } from './http';

/*
 * The agency dashboard's Documents (one file per category). After an upload, Update or Delete,
 * invalidate agencyDocumentKeys.all.
 */

interface CallOptions {
  signal?: AbortSignal | undefined;
}

export const agencyDocumentKeys = {
  all: ['agency-documents'] as const,
  mine: () => [...agencyDocumentKeys.all, 'mine'] as const,
  ofAgency: (agencyId: Id) => [...agencyDocumentKeys.all, 'agency', agencyId] as const,
};

/** GET /agency/documents: the member's agency's documents, in category order. */
export async function fetchAgencyDocuments(
  client: ApiClient,
  { signal }: CallOptions = {},
): Promise<AgencyDocument[]> {
  const { method, path, response } = endpoints.agencyDocuments;
  const { data } = await client.request(path, { method, schema: response, signal });
  return data.documents;
}

/** GET /admin/agencies/:id/documents (admin). */
export async function fetchAdminAgencyDocuments(
  client: ApiClient,
  agencyId: Id,
  { signal }: CallOptions = {},
): Promise<AgencyDocument[]> {
  const { method, path, response } = endpoints.adminAgencyDocuments;
  const { data } = await client.request(pathFor(path, { id: agencyId }), {
    method,
    schema: response,
    signal,
  });
  return data.documents;
}

/** POST /agency/documents: pdf, docx or txt (read from the content); 409 when the category is full. */
export async function uploadAgencyDocument(
  client: ApiClient,
  { category, file, fileName }: { category: AgencyDocumentCategory; file: Blob; fileName?: string },
  { signal }: CallOptions = {},
): Promise<AgencyDocument> {
  const { method, path, response } = endpoints.uploadAgencyDocument;
  const { data } = await client.request(path, {
    method,
    formData: uploadForm(file, fileName, { category }),
    schema: response,
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    fallbackMessage: 'Upload failed',
  });
  return data.document;
}

/** PUT /agency/documents/:id: Update (replaces the file and its title). */
export async function replaceAgencyDocument(
  client: ApiClient,
  id: Id,
  file: Blob,
  fileName?: string,
  { signal }: CallOptions = {},
): Promise<AgencyDocument> {
  const { method, path, response } = endpoints.replaceAgencyDocument;
  const { data } = await client.request(pathFor(path, { id }), {
    method,
    formData: uploadForm(file, fileName),
    schema: response,
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    fallbackMessage: 'Upload failed',
  });
  return data.document;
}

/** DELETE /agency/documents/:id */
export async function deleteAgencyDocument(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<void> {
  const { method, path, response } = endpoints.deleteAgencyDocument;
  await client.request(pathFor(path, { id }), {
    method,
    schema: response,
    signal,
    fallbackMessage: 'Failed to delete the document',
  });
}

/** GET /agency/documents/:id/file (View): the file and its title, through the bearer token. */
export function downloadAgencyDocument(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<DownloadedFile> {
  return client.download(pathFor(endpoints.agencyDocumentFile.path, { id }), {
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    fallbackMessage: 'Failed to open the document',
  });
}

export const agencyDocumentsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: agencyDocumentKeys.mine(),
    queryFn: ({ signal }) => fetchAgencyDocuments(client, { signal }),
    retry: retryUnlessClientError,
  });

export const adminAgencyDocumentsQueryOptions = (client: ApiClient, agencyId: Id) =>
  queryOptions({
    queryKey: agencyDocumentKeys.ofAgency(agencyId),
    queryFn: ({ signal }) => fetchAdminAgencyDocuments(client, agencyId, { signal }),
    retry: retryUnlessClientError,
  });
