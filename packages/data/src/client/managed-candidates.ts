import { managedCandidatesRoutes } from '../contract/routes/managed-candidates';
import { API_PREFIX, UPLOAD_TIMEOUT_MS, type Id, type ManagedCandidate } from '../contract';
import { type ApiClient, type DownloadedFile } from './http';
import { callData, uploadForm, type CallOptions } from './endpoint-call';

/*
 * The managed candidates' uploads and files, for the admin ('admin': every candidate) and
 * agencies ('agency': the agency's own). The list, profile and save are JSON calls made through
 * callRoute with managedCandidatesRoutes.
 */

export type ManagedSide = 'admin' | 'agency';

const UPLOADS = {
  admin: {
    photo: managedCandidatesRoutes.uploadAdminCandidatePhoto,
    document: managedCandidatesRoutes.uploadAdminCandidateDocument,
  },
  agency: {
    photo: managedCandidatesRoutes.uploadAgencyCandidatePhoto,
    document: managedCandidatesRoutes.uploadAgencyCandidateDocument,
  },
} as const;

/** POST /…/candidates/:id/photo: the profile image (fullImage). */
export async function uploadManagedCandidatePhoto(
  client: ApiClient,
  side: ManagedSide,
  id: Id,
  file: Blob,
  { signal }: CallOptions = {},
): Promise<ManagedCandidate> {
  const data = await callData(client, UPLOADS[side].photo, {
    params: { id },
    formData: uploadForm(file),
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    fallbackMessage: 'Failed to upload the image',
  });
  return data.candidate;
}

/** POST /…/candidates/:id/documents/:type: the file of that document type. */
export async function uploadManagedCandidateDocument(
  client: ApiClient,
  side: ManagedSide,
  id: Id,
  type: string,
  file: Blob,
  { signal }: CallOptions = {},
): Promise<ManagedCandidate> {
  const data = await callData(client, UPLOADS[side].document, {
    params: { id, type },
    formData: uploadForm(file),
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    fallbackMessage: 'Failed to upload the document',
  });
  return data.candidate;
}

/** Whether a profile path is one of these private uploads (fetched with the bearer token). */
export const isManagedCandidateFile = (path: string | null): path is string =>
  path !== null && path.startsWith(`${API_PREFIX}/managed-candidates/`);

/** GET an uploaded photo or document of a managed candidate (its profile path). */
export function downloadManagedCandidateFile(
  client: ApiClient,
  filePath: string,
  { signal }: CallOptions = {},
): Promise<DownloadedFile> {
  // Profile paths carry the API prefix; the client adds its own base URL.
  return client.download(filePath.slice(API_PREFIX.length), {
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
