import type {
  managedCandidateResponseSchema,
  managedCandidatesResponseSchema,
} from '../managed-candidate';
import { fileRoute, route } from './route';

/** The routes @bayti/data/client's managed-candidates.ts calls (method, path, what they answer); no zod at run time. */
export const managedCandidatesRoutes = {
  /** All Candidates: search, date, sort, status tab, position; items, total and tab counts. */
  adminCandidates: route('GET', '/admin/candidates').answers<
    typeof managedCandidatesResponseSchema
  >(),
  /** Add New Candidate: starts shortlisted; 400 names each invalid field. */
  createAdminCandidate: route('POST', '/admin/candidates').answers<
    typeof managedCandidateResponseSchema
  >(),
  adminCandidate: route('GET', '/admin/candidates/:id').answers<
    typeof managedCandidateResponseSchema
  >(),
  /** Edit Candidate Profile: the whole form; the status is the one sent (kept when absent). */
  updateAdminCandidate: route('PUT', '/admin/candidates/:id').answers<
    typeof managedCandidateResponseSchema
  >(),
  /** The profile image (fullImage): multipart `file`, JPEG/PNG/WebP. */
  uploadAdminCandidatePhoto: route('POST', '/admin/candidates/:id/photo').answers<
    typeof managedCandidateResponseSchema
  >(),
  /** The file of the document of that type (the record is created if missing). */
  uploadAdminCandidateDocument: route('POST', '/admin/candidates/:id/documents/:type').answers<
    typeof managedCandidateResponseSchema
  >(),
  /** All Candidates: search, date, sort, status tab, position; items, total and tab counts. */
  agencyCandidates: route('GET', '/agency/candidates').answers<
    typeof managedCandidatesResponseSchema
  >(),
  /** Add New Candidate: starts shortlisted; 400 names each invalid field. */
  createAgencyCandidate: route('POST', '/agency/candidates').answers<
    typeof managedCandidateResponseSchema
  >(),
  agencyCandidate: route('GET', '/agency/candidates/:id').answers<
    typeof managedCandidateResponseSchema
  >(),
  /** Edit Candidate Profile: the whole form; the status is the one sent (kept when absent). */
  updateAgencyCandidate: route('PUT', '/agency/candidates/:id').answers<
    typeof managedCandidateResponseSchema
  >(),
  /** The profile image (fullImage): multipart `file`, JPEG/PNG/WebP. */
  uploadAgencyCandidatePhoto: route('POST', '/agency/candidates/:id/photo').answers<
    typeof managedCandidateResponseSchema
  >(),
  /** The file of the document of that type (the record is created if missing). */
  uploadAgencyCandidateDocument: route('POST', '/agency/candidates/:id/documents/:type').answers<
    typeof managedCandidateResponseSchema
  >(),
  /** A managed candidate's uploaded photo or document: an admin, or her agency (bearer). */
  managedCandidateFile: fileRoute('GET', '/managed-candidates/:id/files/:folder/:name'),
} as const;
