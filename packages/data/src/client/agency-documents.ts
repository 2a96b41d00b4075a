import { agencyDocumentsRoutes } from '../contract/routes/agency-documents';
import { type AgencyDocument, type AgencyDocumentCategory, type Id } from '../contract';
import {
  callEndpoint,
  downloadDocumentFile,
  fetcherQueryOptions,
  sendDocumentFile,
  type CallOptions,
} from './endpoint-call';
import type { ApiClient, DownloadedFile } from './http';

/*
 * The agency dashboard's Documents (one file per category). After an upload, Update or Delete,
 * invalidate agencyDocumentKeys.all.
 */

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
  return (await callEndpoint(client, agencyDocumentsRoutes.agencyDocuments, { signal })).data
    .documents;
}

/** GET /admin/agencies/:id/documents (admin). */
export async function fetchAdminAgencyDocuments(
  client: ApiClient,
  agencyId: Id,
  { signal }: CallOptions = {},
): Promise<AgencyDocument[]> {
  const { data } = await callEndpoint(client, agencyDocumentsRoutes.adminAgencyDocuments, {
    params: { id: agencyId },
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
  return sendDocumentFile(
    client,
    agencyDocumentsRoutes.uploadAgencyDocument,
    { file, fileName, fields: { category } },
    { signal },
  );
}

/** PUT /agency/documents/:id: Update (replaces the file and its title). */
export async function replaceAgencyDocument(
  client: ApiClient,
  id: Id,
  file: Blob,
  fileName?: string,
  { signal }: CallOptions = {},
): Promise<AgencyDocument> {
  return sendDocumentFile(
    client,
    agencyDocumentsRoutes.replaceAgencyDocument,
    { file, fileName, params: { id } },
    { signal },
  );
}

/** DELETE /agency/documents/:id */
export async function deleteAgencyDocument(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<void> {
  await callEndpoint(client, agencyDocumentsRoutes.deleteAgencyDocument, {
    params: { id },
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
  return downloadDocumentFile(client, agencyDocumentsRoutes.agencyDocumentFile.path, id, {
    signal,
  });
}

export const agencyDocumentsQueryOptions = (client: ApiClient) =>
  fetcherQueryOptions(agencyDocumentKeys.mine(), (signal) =>
    fetchAgencyDocuments(client, { signal }),
  );

export const adminAgencyDocumentsQueryOptions = (client: ApiClient, agencyId: Id) =>
  fetcherQueryOptions(agencyDocumentKeys.ofAgency(agencyId), (signal) =>
    fetchAdminAgencyDocuments(client, agencyId, { signal }),
  );
