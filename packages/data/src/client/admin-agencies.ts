import { adminAgenciesRoutes } from '../contract/routes/admin-agencies';
import {
  UPLOAD_TIMEOUT_MS,
  pathFor,
  type AdminAgencyDetail,
  type AgencyLegalDocumentKind,
  type Id,
} from '../contract';
import { callEndpoint, uploadForm, type CallOptions } from './endpoint-call';
import type { ApiClient, DownloadedFile } from './http';

/*
 * The admin's agency files: the logo and legal documents' multipart uploads and a document's
 * download (the JSON calls go through route-call.ts). After an upload, invalidate
 * routeKey(adminAgenciesRoutes.adminAgencies).
 */

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
