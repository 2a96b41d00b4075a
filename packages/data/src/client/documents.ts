import { queryOptions } from '@tanstack/react-query';
import {
  UPLOAD_TIMEOUT_MS,
  endpoints,
  pathFor,
  type CandidateDocument,
  type CandidateDocumentCategory,
  type Id,
} from '../contract';
import { uploadForm } from './candidate-profile';
import { retryUnlessClientError, type ApiClient, type DownloadedFile } from './http';

interface CallOptions {
  signal?: AbortSignal | undefined;
}

export const candidateDocumentKeys = {
  all: ['candidate-documents'] as const,
  mine: () => [...candidateDocumentKeys.all, 'mine'] as const,
};

/** GET /candidate/documents */
export async function fetchCandidateDocuments(
  client: ApiClient,
  { signal }: CallOptions = {},
): Promise<CandidateDocument[]> {
  const { method, path, response } = endpoints.candidateDocuments;
  const { data } = await client.request(path, { method, schema: response, signal });
  return data.documents;
}

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
  const { method, path, response } = endpoints.uploadCandidateDocument;
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

/** PUT /candidate/documents/:id: Update (replaces the file and its title). */
export async function replaceCandidateDocument(
  client: ApiClient,
  id: Id,
  file: Blob,
  fileName?: string,
  { signal }: CallOptions = {},
): Promise<CandidateDocument> {
  const { method, path, response } = endpoints.replaceCandidateDocument;
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

/** DELETE /candidate/documents/:id */
export async function deleteCandidateDocument(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<void> {
  const { method, path, response } = endpoints.deleteCandidateDocument;
  await client.request(pathFor(path, { id }), {
    method,
    schema: response,
    signal,
    fallbackMessage: 'Failed to delete the document',
  });
}

/** GET /documents/:id/file (View): the file and its title, through the bearer token. */
export function downloadDocument(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<DownloadedFile> {
  return client.download(pathFor(endpoints.documentFile.path, { id }), {
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    fallbackMessage: 'Failed to open the document',
  });
}

/** GET /media/:key with the bearer token: a hidden or incomplete profile's own photo or video. */
export function downloadMedia(
  client: ApiClient,
  mediaPath: string,
  { signal }: CallOptions = {},
): Promise<DownloadedFile> {
  // Profile paths carry the API prefix ('/api/media/…'); the client adds its own base URL.
  const key = mediaPath.split('/').pop() ?? '';
  return client.download(pathFor(endpoints.media.path, { key }), {
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export const candidateDocumentsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: candidateDocumentKeys.mine(),
    queryFn: ({ signal }) => fetchCandidateDocuments(client, { signal }),
    retry: retryUnlessClientError,
  });
