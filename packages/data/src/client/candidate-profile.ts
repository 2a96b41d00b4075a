import { candidateProfileRoutes } from '../contract/routes/candidate-profile';
import {
  UPLOAD_TIMEOUT_MS,
  type CandidateProfileState,
  type CandidateSelfProfileFormInput,
} from '../contract';
import { type ApiClient } from './http';
import { callData, fetcherQueryOptions, uploadForm, type CallOptions } from './endpoint-call';

export { uploadForm };

export const candidateProfileKeys = {
  all: ['candidate-profile'] as const,
  mine: () => [...candidateProfileKeys.all, 'mine'] as const,
};

/** GET /candidate/profile */
export async function fetchCandidateProfile(
  client: ApiClient,
  { signal }: CallOptions = {},
): Promise<CandidateProfileState> {
  const data = await callData(client, candidateProfileRoutes.candidateProfile, { signal });
  return data;
}

/** PUT /candidate/profile: the Edit Candidate Profile form; 400 names each invalid field. */
export async function updateCandidateProfile(
  client: ApiClient,
  values: CandidateSelfProfileFormInput,
  { signal }: CallOptions = {},
): Promise<CandidateProfileState> {
  const data = await callData(client, candidateProfileRoutes.updateCandidateProfile, {
    body: values,
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
  const data = await callData(client, candidateProfileRoutes.candidateProfileVisibility, {
    body: { visible },
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
  return callData(client, candidateProfileRoutes[name], {
    formData: uploadForm(file, fileName),
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    fallbackMessage: 'Upload failed',
  });
}

async function deleteMedia(
  client: ApiClient,
  name: MediaDeleteEndpoint,
  { signal }: CallOptions,
): Promise<CandidateProfileState> {
  return callData(client, candidateProfileRoutes[name], { signal });
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
  fetcherQueryOptions(candidateProfileKeys.mine(), (signal) =>
    fetchCandidateProfile(client, { signal }),
  );
