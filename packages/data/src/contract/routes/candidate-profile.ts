import type { candidateProfileResponseSchema } from '../candidate-self-profile';
import { route } from './route';

/** The routes @bayti/data/client's candidate-profile.ts calls (method, path, what they answer); no zod at run time. */
export const candidateProfileRoutes = {
  /** The worker's stored profile; null fields until she saves the form. */
  candidateProfile: route('GET', '/candidate/profile').answers<
    typeof candidateProfileResponseSchema
  >(),
  /** Saves the form and creates or updates her public candidates row. */
  updateCandidateProfile: route('PUT', '/candidate/profile').answers<
    typeof candidateProfileResponseSchema
  >(),
  /** The Visible switch: a hidden profile leaves the public list and profile pages. */
  candidateProfileVisibility: route('PATCH', '/candidate/profile/visibility').answers<
    typeof candidateProfileResponseSchema
  >(),
  /** multipart/form-data with the image in `file` (jpeg, png, webp; type read from content). */
  uploadCandidatePhoto: route('POST', '/candidate/profile/photo').answers<
    typeof candidateProfileResponseSchema
  >(),
  deleteCandidatePhoto: route('DELETE', '/candidate/profile/photo').answers<
    typeof candidateProfileResponseSchema
  >(),
  /** multipart/form-data with the video in `file` (mp4, webm, mov; type read from content). */
  uploadCandidateVideo: route('POST', '/candidate/profile/video').answers<
    typeof candidateProfileResponseSchema
  >(),
  deleteCandidateVideo: route('DELETE', '/candidate/profile/video').answers<
    typeof candidateProfileResponseSchema
  >(),
} as const;
