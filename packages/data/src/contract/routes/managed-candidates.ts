import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, UPLOAD_FILE_FIELD } from '../constants';
import { allow, routesOf } from './route';

const { route, fileRoute } = routesOf('admin');

/** The routes @bayti/data/client's managed-candidates.ts calls; no zod at run time. */
export const managedCandidatesRoutes = {
  /** All Candidates: search, date, sort, status tab, position; items, total and tab counts. */
  adminCandidates: route('GET', '/admin/candidates', {
    access: allow(['admin']),
    doc: 'All Candidates (any candidate): search, date, sort, status tab, position; tab counts',
    query: 'managedCandidatesQuerySchema',
    response: 'managedCandidatesResponseSchema',
  }),
  /** Add New Candidate: starts shortlisted; 400 names each invalid field. */
  createAdminCandidate: route('POST', '/admin/candidates', {
    access: allow(['admin']),
    doc: 'Add New Candidate (starts shortlisted)',
    body: 'managedCandidateBodySchema',
    response: 'managedCandidateResponseSchema',
    status: 201,
  }),
  adminCandidate: route('GET', '/admin/candidates/:id', {
    access: allow(['admin']),
    doc: "A candidate's full profile (any candidate)",
    errors: ['not_found'],
    params: 'idParamsSchema',
    response: 'managedCandidateResponseSchema',
  }),
  /** Edit Candidate Profile: the whole form; the status is the one sent (kept when absent). */
  updateAdminCandidate: route('PUT', '/admin/candidates/:id', {
    access: allow(['admin']),
    doc: 'Edit Candidate Profile: the whole form; the status sent (absent: kept)',
    errors: ['not_found'],
    params: 'idParamsSchema',
    body: 'managedCandidateBodySchema',
    response: 'managedCandidateResponseSchema',
  }),
  /** The profile image (fullImage): multipart `file`, JPEG/PNG/WebP. */
  uploadAdminCandidatePhoto: route('POST', '/admin/candidates/:id/photo', {
    access: allow(['admin']),
    doc: 'Upload the profile image: multipart `file`, JPEG/PNG/WebP, 5 MB',
    errors: ['not_found'],
    params: 'idParamsSchema',
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: 'managedCandidateResponseSchema',
  }),
  /** The file of the document of that type (the record is created if missing). */
  uploadAdminCandidateDocument: route('POST', '/admin/candidates/:id/documents/:type', {
    access: allow(['admin']),
    doc: "Upload a document type's file: multipart `file` (pdf, docx, txt; 10 MB)",
    errors: ['not_found'],
    params: 'managedCandidateDocumentParamsSchema',
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: 'managedCandidateResponseSchema',
  }),
  /** All Candidates: search, date, sort, status tab, position; items, total and tab counts. */
  agencyCandidates: route('GET', '/agency/candidates', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "All Candidates (the agency's own candidates): search, date, sort, status tab, position; tab counts",
    tag: 'agency',
    query: 'managedCandidatesQuerySchema',
    response: 'managedCandidatesResponseSchema',
  }),
  /** Add New Candidate: starts shortlisted; 400 names each invalid field. */
  createAgencyCandidate: route('POST', '/agency/candidates', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Add New Candidate (starts shortlisted)',
    tag: 'agency',
    body: 'managedCandidateBodySchema',
    response: 'managedCandidateResponseSchema',
    status: 201,
  }),
  agencyCandidate: route('GET', '/agency/candidates/:id', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "A candidate's full profile (the agency's own candidates)",
    errors: ['not_found'],
    tag: 'agency',
    params: 'idParamsSchema',
    response: 'managedCandidateResponseSchema',
  }),
  /** Edit Candidate Profile: the whole form; the status is the one sent (kept when absent). */
  updateAgencyCandidate: route('PUT', '/agency/candidates/:id', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Edit Candidate Profile: the whole form; the status sent (absent: kept)',
    errors: ['not_found'],
    tag: 'agency',
    params: 'idParamsSchema',
    body: 'managedCandidateBodySchema',
    response: 'managedCandidateResponseSchema',
  }),
  /** The profile image (fullImage): multipart `file`, JPEG/PNG/WebP. */
  uploadAgencyCandidatePhoto: route('POST', '/agency/candidates/:id/photo', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Upload the profile image: multipart `file`, JPEG/PNG/WebP, 5 MB',
    errors: ['not_found'],
    tag: 'agency',
    params: 'idParamsSchema',
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: 'managedCandidateResponseSchema',
  }),
  /** The file of the document of that type (the record is created if missing). */
  uploadAgencyCandidateDocument: route('POST', '/agency/candidates/:id/documents/:type', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "Upload a document type's file: multipart `file` (pdf, docx, txt; 10 MB)",
    errors: ['not_found'],
    tag: 'agency',
    params: 'managedCandidateDocumentParamsSchema',
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: 'managedCandidateResponseSchema',
  }),
  /** A managed candidate's uploaded photo or document: an admin, or her agency (bearer). */
  managedCandidateFile: fileRoute('GET', '/managed-candidates/:id/files/:folder/:name', {
    access: allow(['admin', 'agency', 'staff'], 'ownAgency'),
    doc: "A managed candidate's uploaded photo or document: an admin, or her agency",
    errors: ['not_found'],
    tag: 'managed candidates',
    params: 'managedCandidateFileParamsSchema',
  }),
} as const;
