import { managedCandidatesRoutes } from '../contract/routes/managed-candidates';
import {
  API_PREFIX,
  UPLOAD_TIMEOUT_MS,
  type Id,
  type ManagedCandidate,
  type ManagedCandidateBodyInput,
  type ManagedCandidatesPage,
  type ManagedCandidatesQueryInput,
} from '../contract';

import { type ApiClient, type DownloadedFile } from './http';
import { callData, fetcherQueryOptions, uploadForm, type CallOptions } from './endpoint-call';

/*
 * All Candidates, the candidate profile modal and the position pages, for the admin
 * ('admin': every candidate) and agencies ('agency': the agency's own). After a save or an
 * upload, invalidate managedCandidateKeys.side(side) so lists, counts and the modal refetch.
 */

export type ManagedSide = 'admin' | 'agency';

export const managedCandidateKeys = {
  all: ['managed-candidates'] as const,
  side: (side: ManagedSide) => [...managedCandidateKeys.all, side] as const,
  list: (side: ManagedSide, params: ManagedCandidatesQueryInput = {}) =>
    [...managedCandidateKeys.side(side), 'list', params] as const,
  detail: (side: ManagedSide, id: Id) =>
    [...managedCandidateKeys.side(side), 'detail', id] as const,
};

const ENDPOINTS = {
  admin: {
    list: managedCandidatesRoutes.adminCandidates,
    create: managedCandidatesRoutes.createAdminCandidate,
    get: managedCandidatesRoutes.adminCandidate,
    update: managedCandidatesRoutes.updateAdminCandidate,
    photo: managedCandidatesRoutes.uploadAdminCandidatePhoto,
    document: managedCandidatesRoutes.uploadAdminCandidateDocument,
  },
  agency: {
    list: managedCandidatesRoutes.agencyCandidates,
    create: managedCandidatesRoutes.createAgencyCandidate,
    get: managedCandidatesRoutes.agencyCandidate,
    update: managedCandidatesRoutes.updateAgencyCandidate,
    photo: managedCandidatesRoutes.uploadAgencyCandidatePhoto,
    document: managedCandidatesRoutes.uploadAgencyCandidateDocument,
  },
} as const;

/** GET /admin/candidates or /agency/candidates: a page, the total and the tab counts. */
export async function fetchManagedCandidates(
  client: ApiClient,
  side: ManagedSide,
  params: ManagedCandidatesQueryInput = {},
  { signal }: CallOptions = {},
): Promise<ManagedCandidatesPage> {
  return callData(client, ENDPOINTS[side].list, { query: params, signal });
}

/** GET /…/candidates/:id: the full profile (404 outside the caller's candidates). */
export async function fetchManagedCandidate(
  client: ApiClient,
  side: ManagedSide,
  id: Id,
  { signal }: CallOptions = {},
): Promise<ManagedCandidate> {
  return (await callData(client, ENDPOINTS[side].get, { params: { id }, signal })).candidate;
}

/**
 * Save Profile: POST (Add New Candidate, starts shortlisted) without an id, PUT (Edit Candidate
 * Profile) with one. A 400 names each invalid field (ApiError.fields, dotted paths).
 */
export async function saveManagedCandidate(
  client: ApiClient,
  side: ManagedSide,
  id: Id | null,
  form: ManagedCandidateBodyInput,
  { signal }: CallOptions = {},
): Promise<ManagedCandidate> {
  const data = await callData(
    client,
    id === null ? ENDPOINTS[side].create : ENDPOINTS[side].update,
    {
      ...(id === null ? {} : { params: { id } }),
      body: form,
      signal,
      fallbackMessage: 'Failed to save the candidate',
    },
  );
  return data.candidate;
}

/** POST /…/candidates/:id/photo: the profile image (fullImage). */
export async function uploadManagedCandidatePhoto(
  client: ApiClient,
  side: ManagedSide,
  id: Id,
  file: Blob,
  { signal }: CallOptions = {},
): Promise<ManagedCandidate> {
  const data = await callData(client, ENDPOINTS[side].photo, {
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
  const data = await callData(client, ENDPOINTS[side].document, {
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

export const managedCandidatesQueryOptions = (
  client: ApiClient,
  side: ManagedSide,
  params: ManagedCandidatesQueryInput = {},
) =>
  fetcherQueryOptions(managedCandidateKeys.list(side, params), (signal) =>
    fetchManagedCandidates(client, side, params, { signal }),
  );

export const managedCandidateQueryOptions = (client: ApiClient, side: ManagedSide, id: Id) =>
  fetcherQueryOptions(managedCandidateKeys.detail(side, id), (signal) =>
    fetchManagedCandidate(client, side, id, { signal }),
  );
