import { documentsRoutes } from '../contract/routes/documents';
import {
  UPLOAD_TIMEOUT_MS,
  pathFor,
  type CandidateDocument,
  type CandidateDocumentCategory,
  type Id,
} from '../contract';
import { downloadDocumentFile, sendDocumentFile, type CallOptions } from './endpoint-call';
import type { ApiClient, DownloadedFile } from './http';

/*
 * The worker's document files: uploads (multipart), View and her private media (downloads through
 * the bearer token). Her documents' JSON calls are derived from their declarations (route-call.ts).
 */

/**
 * POST /candidate/documents: pdf, docx or txt (read from the content), at most
 * MAX_DOCUMENT_BYTES; 409 when the category already holds its one document.
 */
export async function uploadCandidateDocument(
  client: ApiClient,
  {
    category,
    file,
    fileName,
  }: { category: CandidateDocumentCategory; file: Blob; fileName?: string },
  { signal }: CallOptions = {},
): Promise<CandidateDocument> {
  return sendDocumentFile(
    client,
    documentsRoutes.uploadCandidateDocument,
    { file, fileName, fields: { category } },
    { signal },
  );
}

/** PUT /candidate/documents/:id: Update (replaces the file and its title). */
export async function replaceCandidateDocument(
  client: ApiClient,
  id: Id,
  file: Blob,
  fileName?: string,
  { signal }: CallOptions = {},
): Promise<CandidateDocument> {
  return sendDocumentFile(
    client,
    documentsRoutes.replaceCandidateDocument,
    { file, fileName, params: { id } },
    { signal },
  );
}

/** GET /documents/:id/file (View): the file and its title, through the bearer token. */
export function downloadDocument(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<DownloadedFile> {
  return downloadDocumentFile(client, documentsRoutes.documentFile.path, id, { signal });
}

/** GET /media/:key with the bearer token: a hidden or incomplete profile's own photo or video. */
export function downloadMedia(
  client: ApiClient,
  mediaPath: string,
  { signal }: CallOptions = {},
): Promise<DownloadedFile> {
  // Profile paths carry the API prefix ('/api/media/…'); the client adds its own base URL.
  const key = mediaPath.split('/').pop() ?? '';
  return client.download(pathFor(documentsRoutes.media.path, { key }), {
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
