import { candidateProfileRoutes } from '../contract/routes/candidate-profile';
import { queryOptions } from '@tanstack/react-query';
import {
  UPLOAD_FILE_FIELD,
  UPLOAD_TIMEOUT_MS,
  type CandidateProfileState,
  type CandidateSelfProfileFormInput,
} from '../contract';
import { retryUnlessClientError, type ApiClient } from './http';

interface CallOptions {
  signal?: AbortSignal | undefined;
}

export const candidateProfileKeys = {
  all: ['candidate-profile'] as const,
  mine: () => [...candidateProfileKeys.all, 'mine'] as const,
};

/** The multipart body of an upload: the file under `file`, with its name as the title. */
export function uploadForm(
  file: Blob,
  fileName?: string,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  // Text fields first: the server reads them before it streams the file.
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const name = fileName ?? (file instanceof File ? file.name : 'upload');
  form.append(UPLOAD_FILE_FIELD, file, name);
  return form;
}

/** GET /candidate/profile */
export async function fetchCandidateProfile(
  client: ApiClient,
  { signal }: CallOptions = {},
): Promise<CandidateProfileState> {
  const { method, path, response } = candidateProfileRoutes.candidateProfile;
  const { data } = await client.request(path, { method, schema: response, signal });
  return data;
}

/** PUT /candidate/profile: the Edit Candidate Profile form; 400 names each invalid field. */
export async function updateCandidateProfile(
  client: ApiClient,
  values: CandidateSelfProfileFormInput,
  { signal }: CallOptions = {},
): Promise<CandidateProfileState> {
  const { method, path, response } = candidateProfileRoutes.updateCandidateProfile;
  const { data } = await client.request(path, {
    method,
    body: values,
    schema: response,
    signal,
    fallbackMessage: 'Failed to save your profile',
  });
  return data;
}

/** PATCH /candidate/profile/visibility */
export async function setCandidateProfileVisibility(
  client: ApiClient,
  visible: boolean,
  { signal }: CallOptions = {},
): Promise<CandidateProfileState> {
  const { method, path, response } = candidateProfileRoutes.candidateProfileVisibility;
  const { data } = await client.request(path, {
    method,
    body: { visible },
    schema: response,
    signal,
    fallbackMessage: 'Failed to change your visibility',
  });
  return data;
}

type MediaEndpoint = 'uploadCandidatePhoto' | 'uploadCandidateVideo';
type MediaDeleteEndpoint = 'deleteCandidatePhoto' | 'deleteCandidateVideo';

async function uploadMedia(
  client: ApiClient,
  name: MediaEndpoint,
  file: Blob,
  fileName: string | undefined,
  { signal }: CallOptions,
): Promise<CandidateProfileState> {
  const { method, path, response } = candidateProfileRoutes[name];
  const { data } = await client.request(path, {
    method,
    formData: uploadForm(file, fileName),
    schema: response,
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    fallbackMessage: 'Upload failed',
  });
  return data;
}

async function deleteMedia(
  client: ApiClient,
  name: MediaDeleteEndpoint,
  { signal }: CallOptions,
): Promise<CandidateProfileState> {
  const { method, path, response } = candidateProfileRoutes[name];
  const { data } = await client.request(path, { method, schema: response, signal });
  return data;
}

/** POST /candidate/profile/photo (jpeg, png or webp, at most MAX_IMAGE_BYTES). */
export const uploadCandidatePhoto = (
  client: ApiClient,
  file: Blob,
  fileName?: string,
  options: CallOptions = {},
) => uploadMedia(client, 'uploadCandidatePhoto', file, fileName, options);

/** POST /candidate/profile/video (mp4, webm or mov, at most MAX_VIDEO_BYTES). */
export const uploadCandidateVideo = (
  client: ApiClient,
  file: Blob,
  fileName?: string,
  options: CallOptions = {},
) => uploadMedia(client, 'uploadCandidateVideo', file, fileName, options);

/** DELETE /candidate/profile/photo */
export const deleteCandidatePhoto = (client: ApiClient, options: CallOptions = {}) =>
  deleteMedia(client, 'deleteCandidatePhoto', options);

/** DELETE /candidate/profile/video */
export const deleteCandidateVideo = (client: ApiClient, options: CallOptions = {}) =>
  deleteMedia(client, 'deleteCandidateVideo', options);

export const candidateProfileQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: candidateProfileKeys.mine(),
    queryFn: ({ signal }) => fetchCandidateProfile(client, { signal }),
    retry: retryUnlessClientError,
  });
