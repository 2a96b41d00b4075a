import { agencyDocumentsRoutes } from '../contract/routes/agency-documents';
import { type AgencyDocument, type AgencyDocumentCategory, type Id } from '../contract';
import { downloadDocumentFile, sendDocumentFile, type CallOptions } from './endpoint-call';
import type { ApiClient, DownloadedFile } from './http';

/*
 * The agency dashboard's Documents beyond their JSON calls (the list and Delete go through
 * callRoute with agencyDocumentsRoutes): the multipart upload and Update, and View's download.
 */

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
