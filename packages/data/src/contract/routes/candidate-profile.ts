import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, UPLOAD_FILE_FIELD } from '../constants';
import { allow, routesOf } from './route';

const { route } = routesOf('candidate profile');

/** The routes @bayti/data/client's candidate-profile.ts calls; no zod at run time. */
export const candidateProfileRoutes = {
  /** The worker's stored profile; null fields until she saves the form. */
  candidateProfile: route('GET', '/candidate/profile', {
    access: allow(['candidate'], 'self'),
    doc: "The worker's own profile, listing state and what is still missing",
    response: 'candidateProfileResponseSchema',
  }),
  /** Saves the form and creates or updates her public candidates row. */
  updateCandidateProfile: route('PUT', '/candidate/profile', {
    access: allow(['candidate'], 'self'),
    doc: 'Save the Edit Candidate Profile form (creates her public profile on first save)',
    body: 'candidateSelfProfileFormSchema',
    response: 'candidateProfileResponseSchema',
  }),
  /** The Visible switch: a hidden profile leaves the public list and profile pages. */
  candidateProfileVisibility: route('PATCH', '/candidate/profile/visibility', {
    access: allow(['candidate'], 'self'),
    doc: 'The Visible switch: hide or show her profile on the public site',
    errors: ['conflict'],
    body: 'candidateVisibilityBodySchema',
    response: 'candidateProfileResponseSchema',
  }),
  /** multipart/form-data with the image in `file` (jpeg, png, webp; type read from content). */
  uploadCandidatePhoto: route('POST', '/candidate/profile/photo', {
    access: allow(['candidate'], 'self'),
    doc: 'Upload her photo: multipart `file`, JPEG/PNG/WebP, 5 MB',
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: 'candidateProfileResponseSchema',
  }),
  deleteCandidatePhoto: route('DELETE', '/candidate/profile/photo', {
    access: allow(['candidate'], 'self'),
    doc: 'Remove her photo (and its file)',
    response: 'candidateProfileResponseSchema',
  }),
  /** multipart/form-data with the video in `file` (mp4, webm, mov; type read from content). */
  uploadCandidateVideo: route('POST', '/candidate/profile/video', {
    access: allow(['candidate'], 'self'),
    doc: 'Upload her video: multipart `file`, MP4/WebM/MOV, 100 MB',
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_VIDEO_BYTES },
    response: 'candidateProfileResponseSchema',
  }),
  deleteCandidateVideo: route('DELETE', '/candidate/profile/video', {
    access: allow(['candidate'], 'self'),
    doc: 'Remove her video (and its file)',
    response: 'candidateProfileResponseSchema',
  }),
} as const;
