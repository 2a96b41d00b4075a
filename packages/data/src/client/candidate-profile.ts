import { candidateProfileRoutes } from '../contract/routes/candidate-profile';
import { UPLOAD_TIMEOUT_MS, type CandidateProfileState } from '../contract';
import { type ApiClient } from './http';
import { callData, uploadForm, type CallOptions } from './endpoint-call';

/*
 * The worker's photo and video uploads (multipart, with the upload timeout). Her profile's JSON
 * calls are derived from their declarations (route-call.ts).
 */

type MediaEndpoint = 'uploadCandidatePhoto' | 'uploadCandidateVideo';

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
