/**
 * The endpoint table: method, path (under API_PREFIX, Fastify `:param` syntax) and the schemas of
 * each call. The API registers its routes from it and the client calls through it, so a path or
 * shape changes in one place.
 */
import { myAgencyResponseSchema, updateMyAgencyBodySchema } from './agency';
import {
  adminAgenciesQuerySchema,
  adminAgenciesResponseSchema,
  adminAgencyFormSchema,
  adminAgencyResponseSchema,
  adminAgencyStatusBodySchema,
  agencyLegalDocumentParamsSchema,
  changePinSchema,
  registerAgencySchema,
} from './agency-admin';
import {
  adminAnalyticsAgenciesQuerySchema,
  adminAnalyticsAgenciesResponseSchema,
  adminAnalyticsQuerySchema,
  adminAnalyticsResponseSchema,
} from './admin-analytics';
import {
  adminClientResponseSchema,
  adminClientStatusBodySchema,
  adminClientsQuerySchema,
  adminClientsResponseSchema,
} from './clients';
import {
  agencyDocumentResponseSchema,
  agencyDocumentsResponseSchema,
  uploadAgencyDocumentFieldsSchema,
} from './agency-documents';
import {
  agencyUserResponseSchema,
  agencyUsersQuerySchema,
  agencyUsersResponseSchema,
  createAgencyUserSchema,
  updateAgencyUserSchema,
} from './agency-users';
import {
  adminAccountsQuerySchema,
  adminAccountsSearchSchema,
  adminInvoicesResponseSchema,
  adminOrdersResponseSchema,
} from './admin-accounts';
import { adminReportResponseSchema, adminReportsQuerySchema } from './admin-reports';
import {
  accountDetailResponseSchema,
  accountRowResponseSchema,
  agencyAccountsQuerySchema,
  agencyAccountsResponseSchema,
  recordPaymentBodySchema,
  updateAccountBodySchema,
} from './accounts';
import {
  agencyAnalyticsQuerySchema,
  agencyAnalyticsResponseSchema,
  agencyReportResponseSchema,
  agencyReportsQuerySchema,
} from './agency-analytics';
import {
  agencyRecruitmentResponseSchema,
  agencyRecruitmentsQuerySchema,
  agencyRecruitmentsResponseSchema,
  moveRecruitmentBodySchema,
} from './agency-recruitments';
import {
  adminInboxQuerySchema,
  adminInboxResponseSchema,
  inboxItemParamsSchema,
  inboxItemResponseSchema,
  updateInboxItemBodySchema,
} from './admin-inbox';
import { savePositionsBodySchema, positionsResponseSchema } from './admin-positions';
import { changeAdminPinBodySchema } from './admin-profile';
import {
  adminUserPatchSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
} from './admin-users';
import {
  authResultSchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  loginBodySchema,
  logoutResponseSchema,
  meResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
  updateMeBodySchema,
  updateMeResponseSchema,
} from './auth';
import {
  candidateContactResponseSchema,
  candidateResponseSchema,
  candidatesListResponseSchema,
  candidatesQuerySchema,
} from './candidate';
import {
  candidateProfileResponseSchema,
  candidateSelfProfileFormSchema,
  candidateVisibilityBodySchema,
  mediaKeyParamsSchema,
} from './candidate-self-profile';
import { idParamsSchema, okResponseSchema } from './common';
import {
  managedCandidateBodySchema,
  managedCandidateDocumentParamsSchema,
  managedCandidateFileParamsSchema,
  managedCandidateResponseSchema,
  managedCandidatesQuerySchema,
  managedCandidatesResponseSchema,
} from './managed-candidate';
import { adminUserFormSchema } from './users';
import {
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  UPLOAD_FILE_FIELD,
} from './constants';
import {
  candidateDocumentResponseSchema,
  candidateDocumentsResponseSchema,
  uploadCandidateDocumentFieldsSchema,
} from './documents';
import {
  contactFormResponseSchema,
  contactFormSchema,
  newsletterResponseSchema,
  newsletterSubscriptionSchema,
  visaFormResponseSchema,
  visaFormSchema,
} from './forms';
import {
  citiesListQuerySchema,
  citiesListResponseSchema,
  countriesListResponseSchema,
} from './geo';
import {
  adminInvoiceResponseSchema,
  adminUpdateInvoiceBodySchema,
  familyInvoicesQuerySchema,
  familyInvoicesResponseSchema,
  familyOrdersQuerySchema,
  familyOrdersResponseSchema,
  familyPlanResponseSchema,
  invoiceDetailResponseSchema,
  purchasePlanBodySchema,
  purchasePlanResponseSchema,
} from './billing';
import {
  addToPipelineBodySchema,
  employerAnalyticsQuerySchema,
  employerAnalyticsResponseSchema,
  employerPipelineQuerySchema,
  employerPipelineResponseSchema,
  employerPositionsResponseSchema,
  employerProfileBodySchema,
  employerProfileResponseSchema,
  employerRecruitmentsQuerySchema,
  employerRecruitmentsResponseSchema,
  pipelineEntryResponseSchema,
  recordViewBodySchema,
  recordViewResponseSchema,
  recruitmentResponseSchema,
  updatePipelineBodySchema,
  updateRecruitmentBodySchema,
} from './employer-pipeline';

export const API_PREFIX = '/api';

export const endpoints = {
  register: {
    method: 'POST',
    path: '/auth/register',
    body: registerBodySchema,
    response: authResultSchema,
    status: 201,
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    body: loginBodySchema,
    response: authResultSchema,
    status: 200,
  },
  me: { method: 'GET', path: '/auth/me', response: meResponseSchema, status: 200 },
  /** Answers 204 (no body) or 200 `{ ok: true }`. */
  logout: { method: 'POST', path: '/auth/logout', response: logoutResponseSchema, status: 204 },
  updateMe: {
    method: 'PATCH',
    path: '/auth/me',
    body: updateMeBodySchema,
    response: updateMeResponseSchema,
    status: 200,
  },
  /** Signed in; a wrong current password is 400 on currentPassword (never 401). */
  changePassword: {
    method: 'POST',
    path: '/auth/change-password',
    body: changePasswordBodySchema,
    response: changePasswordResponseSchema,
    status: 200,
  },
  /** The same 202 whether or not the email has an account. */
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    body: forgotPasswordBodySchema,
    response: forgotPasswordResponseSchema,
    status: 202,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    body: resetPasswordBodySchema,
    response: resetPasswordResponseSchema,
    status: 200,
  },
  myAgency: {
    method: 'GET',
    path: '/agencies/my-agency',
    response: myAgencyResponseSchema,
    status: 200,
  },
  updateMyAgency: {
    method: 'PUT',
    path: '/agencies/my-agency',
    body: updateMyAgencyBodySchema,
    response: myAgencyResponseSchema,
    status: 200,
  },
  countries: {
    method: 'GET',
    path: '/countries/list',
    response: countriesListResponseSchema,
    status: 200,
  },
  cities: {
    method: 'GET',
    path: '/cities/list',
    query: citiesListQuerySchema,
    response: citiesListResponseSchema,
    status: 200,
  },
  candidates: {
    method: 'GET',
    path: '/candidates',
    query: candidatesQuerySchema,
    response: candidatesListResponseSchema,
    status: 200,
  },
  candidate: {
    method: 'GET',
    path: '/candidates/:id',
    params: idParamsSchema,
    response: candidateResponseSchema,
    status: 200,
  },
  /** A family with an active plan, or an admin; 401 signed out, 403 plan_required without a plan. */
  candidateContact: {
    method: 'GET',
    path: '/candidates/:id/contact',
    params: idParamsSchema,
    response: candidateContactResponseSchema,
    status: 200,
  },
  /** Contact Us 'Get in Touch' form. */
  contact: {
    method: 'POST',
    path: '/contact',
    body: contactFormSchema,
    response: contactFormResponseSchema,
    status: 201,
  },
  /** 'Get Visa Services' form. */
  visaRequest: {
    method: 'POST',
    path: '/visa-requests',
    body: visaFormSchema,
    response: visaFormResponseSchema,
    status: 201,
  },
  /** Footer newsletter box; subscribing again is not an error and changes nothing. */
  newsletter: {
    method: 'POST',
    path: '/newsletter',
    body: newsletterSubscriptionSchema,
    response: newsletterResponseSchema,
    status: 200,
  },
  // --- Employer dashboard (role client; the family's own rows only) --------------------------
  /** The Candidates table: status tab, search, date filter, sort; counts per status. */
  employerPipeline: {
    method: 'GET',
    path: '/employer/pipeline',
    query: employerPipelineQuerySchema,
    response: employerPipelineResponseSchema,
    status: 200,
  },
  /** The positions of the family's pipeline with their row counts (the position lists). */
  employerPositions: {
    method: 'GET',
    path: '/employer/positions',
    response: employerPositionsResponseSchema,
    status: 200,
  },
  /** Shortlist a candidate: 201 with the new row, 200 with the row already there. */
  addToPipeline: {
    method: 'POST',
    path: '/employer/pipeline',
    body: addToPipelineBodySchema,
    response: pipelineEntryResponseSchema,
    status: 201,
  },
  /** Move along PIPELINE_TRANSITIONS (409 otherwise); hired starts the recruitment. */
  updatePipeline: {
    method: 'PATCH',
    path: '/employer/pipeline/:id',
    params: idParamsSchema,
    body: updatePipelineBodySchema,
    response: pipelineEntryResponseSchema,
    status: 200,
  },
  /** The family opened a profile; counted once per candidate per day. */
  recordView: {
    method: 'POST',
    path: '/employer/views',
    body: recordViewBodySchema,
    response: recordViewResponseSchema,
    status: 200,
  },
  employerAnalytics: {
    method: 'GET',
    path: '/employer/analytics',
    query: employerAnalyticsQuerySchema,
    response: employerAnalyticsResponseSchema,
    status: 200,
  },
  employerRecruitments: {
    method: 'GET',
    path: '/employer/recruitments',
    query: employerRecruitmentsQuerySchema,
    response: employerRecruitmentsResponseSchema,
    status: 200,
  },
  /** Admin, or the agency managing the candidate: set the document stage. */
  updateRecruitment: {
    method: 'PATCH',
    path: '/recruitments/:id',
    params: idParamsSchema,
    body: updateRecruitmentBodySchema,
    response: recruitmentResponseSchema,
    status: 200,
  },
  employerProfile: {
    method: 'GET',
    path: '/employer/profile',
    response: employerProfileResponseSchema,
    status: 200,
  },
  /** Saves the three tabs of Edit Profile; the name is also the account's name. */
  updateEmployerProfile: {
    method: 'PUT',
    path: '/employer/profile',
    body: employerProfileBodySchema,
    response: employerProfileResponseSchema,
    status: 200,
  },
  employerOrders: {
    method: 'GET',
    path: '/employer/orders',
    query: familyOrdersQuerySchema,
    response: familyOrdersResponseSchema,
    status: 200,
  },
  employerInvoices: {
    method: 'GET',
    path: '/employer/invoices',
    query: familyInvoicesQuerySchema,
    response: familyInvoicesResponseSchema,
    status: 200,
  },
  /** The printable invoice (View). */
  employerInvoice: {
    method: 'GET',
    path: '/employer/invoices/:id',
    params: idParamsSchema,
    response: invoiceDetailResponseSchema,
    status: 200,
  },
  /** The running access plan and its end, queued plans, unpaid plan invoices. */
  employerPlan: {
    method: 'GET',
    path: '/employer/plan',
    response: familyPlanResponseSchema,
    status: 200,
  },
  /** Buy an access plan: a new order and its Pending invoice. */
  purchasePlan: {
    method: 'POST',
    path: '/employer/plans',
    body: purchasePlanBodySchema,
    response: purchasePlanResponseSchema,
    status: 201,
  },
  /** Admin: record an invoice's payment; a plan invoice then activates its plan. */
  adminUpdateInvoice: {
    method: 'PATCH',
    path: '/admin/invoices/:id',
    params: idParamsSchema,
    body: adminUpdateInvoiceBodySchema,
    response: adminInvoiceResponseSchema,
    status: 200,
  },
  // --- Candidate dashboard (role candidate; the worker's own data) ---------------------------
  /** The worker's stored profile; null fields until she saves the form. */
  candidateProfile: {
    method: 'GET',
    path: '/candidate/profile',
    response: candidateProfileResponseSchema,
    status: 200,
  },
  /** Saves the form and creates or updates her public candidates row. */
  updateCandidateProfile: {
    method: 'PUT',
    path: '/candidate/profile',
    body: candidateSelfProfileFormSchema,
    response: candidateProfileResponseSchema,
    status: 200,
  },
  /** The Visible switch: a hidden profile leaves the public list and profile pages. */
  candidateProfileVisibility: {
    method: 'PATCH',
    path: '/candidate/profile/visibility',
    body: candidateVisibilityBodySchema,
    response: candidateProfileResponseSchema,
    status: 200,
  },
  /** multipart/form-data with the image in `file` (jpeg, png, webp; type read from content). */
  uploadCandidatePhoto: {
    method: 'POST',
    path: '/candidate/profile/photo',
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: candidateProfileResponseSchema,
    status: 200,
  },
  deleteCandidatePhoto: {
    method: 'DELETE',
    path: '/candidate/profile/photo',
    response: candidateProfileResponseSchema,
    status: 200,
  },
  /** multipart/form-data with the video in `file` (mp4, webm, mov; type read from content). */
  uploadCandidateVideo: {
    method: 'POST',
    path: '/candidate/profile/video',
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_VIDEO_BYTES },
    response: candidateProfileResponseSchema,
    status: 200,
  },
  deleteCandidateVideo: {
    method: 'DELETE',
    path: '/candidate/profile/video',
    response: candidateProfileResponseSchema,
    status: 200,
  },
  /**
   * A profile photo or video (the `image`/`video` paths point here). Public while the profile
   * is listed; otherwise only with the bearer of the owner, an admin or her managing agency.
   * Answers the file itself.
   */
  media: {
    method: 'GET',
    path: '/media/:key',
    params: mediaKeyParamsSchema,
    binary: true,
    status: 200,
  },
  candidateDocuments: {
    method: 'GET',
    path: '/candidate/documents',
    response: candidateDocumentsResponseSchema,
    status: 200,
  },
  /** multipart/form-data: `category`, then `file` (pdf, docx, txt; type read from content). */
  uploadCandidateDocument: {
    method: 'POST',
    path: '/candidate/documents',
    multipart: {
      fields: uploadCandidateDocumentFieldsSchema,
      file: UPLOAD_FILE_FIELD,
      maxBytes: MAX_DOCUMENT_BYTES,
    },
    response: candidateDocumentResponseSchema,
    status: 201,
  },
  /** Update: replaces the file (and title) of one document; the old file is deleted. */
  replaceCandidateDocument: {
    method: 'PUT',
    path: '/candidate/documents/:id',
    params: idParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: candidateDocumentResponseSchema,
    status: 200,
  },
  deleteCandidateDocument: {
    method: 'DELETE',
    path: '/candidate/documents/:id',
    params: idParamsSchema,
    response: okResponseSchema,
    status: 200,
  },
  /**
   * Download (View): the owner, an admin, or the agency managing the worker. Answers the file as
   * an attachment named after the document's title.
   */
  documentFile: {
    method: 'GET',
    path: '/documents/:id/file',
    params: idParamsSchema,
    binary: true,
    status: 200,
  },
  // --- Admin back office (role admin) ------------------------------------------------------
  /** Change PIN in the admin header: the signed-in admin's own 4-digit PIN, stored hashed. */
  changeAdminPin: {
    method: 'PUT',
    path: '/admin/me/pin',
    body: changeAdminPinBodySchema,
    response: okResponseSchema,
    status: 200,
  },
  /** The admin's Manage Positions list; the §3 defaults until first saved. */
  adminPositions: {
    method: 'GET',
    path: '/admin/positions',
    response: positionsResponseSchema,
    status: 200,
  },
  /** Saves the whole list: trimmed, blanks and case-insensitive repeats dropped. */
  saveAdminPositions: {
    method: 'PUT',
    path: '/admin/positions',
    body: savePositionsBodySchema,
    response: positionsResponseSchema,
    status: 200,
  },
  /** The caller's agency's positions (agency owner or staff). */
  agencyPositions: {
    method: 'GET',
    path: '/agency/positions',
    response: positionsResponseSchema,
    status: 200,
  },
  saveAgencyPositions: {
    method: 'PUT',
    path: '/agency/positions',
    body: savePositionsBodySchema,
    response: positionsResponseSchema,
    status: 200,
  },
  /** Contact messages, visa requests or newsletter sign-ups (one kind at a time). */
  adminInbox: {
    method: 'GET',
    path: '/admin/inbox',
    query: adminInboxQuerySchema,
    response: adminInboxResponseSchema,
    status: 200,
  },
  updateInboxItem: {
    method: 'PATCH',
    path: '/admin/inbox/:kind/:id',
    params: inboxItemParamsSchema,
    body: updateInboxItemBodySchema,
    response: inboxItemResponseSchema,
    status: 200,
  },
  /** Back-office users (a directory; they do not sign in). */
  adminUsers: {
    method: 'GET',
    path: '/admin/users',
    query: adminUsersQuerySchema,
    response: adminUsersResponseSchema,
    status: 200,
  },
  /** Add User; 400 headline ADD_USER_INVALID_MESSAGE, 409 when the email is taken. */
  createAdminUser: {
    method: 'POST',
    path: '/admin/users',
    body: adminUserFormSchema,
    response: adminUserResponseSchema,
    status: 201,
  },
  updateAdminUser: {
    method: 'PATCH',
    path: '/admin/users/:id',
    params: idParamsSchema,
    body: adminUserPatchSchema,
    response: adminUserResponseSchema,
    status: 200,
  },
  deleteAdminUser: {
    method: 'DELETE',
    path: '/admin/users/:id',
    params: idParamsSchema,
    response: okResponseSchema,
    status: 200,
  },
  /** Accounts > Orders: every family's orders, searched, newest first. */
  adminOrders: {
    method: 'GET',
    path: '/admin/orders',
    query: adminAccountsQuerySchema,
    response: adminOrdersResponseSchema,
    status: 200,
  },
  /** Order Download: the searched orders as CSV (text/csv attachment). */
  adminOrdersCsv: {
    method: 'GET',
    path: '/admin/orders.csv',
    query: adminAccountsSearchSchema,
    binary: true,
    status: 200,
  },
  /** Accounts > Invoice: every family's invoices, searched, newest first. */
  adminInvoices: {
    method: 'GET',
    path: '/admin/invoices',
    query: adminAccountsQuerySchema,
    response: adminInvoicesResponseSchema,
    status: 200,
  },
  /** Invoice Download: the searched invoices as CSV (text/csv attachment). */
  adminInvoicesCsv: {
    method: 'GET',
    path: '/admin/invoices.csv',
    query: adminAccountsSearchSchema,
    binary: true,
    status: 200,
  },
  /** Accounts > Reports: placements and revenue per month of the period. */
  adminReports: {
    method: 'GET',
    path: '/admin/reports',
    query: adminReportsQuerySchema,
    response: adminReportResponseSchema,
    status: 200,
  },
  // --- Agency dashboard: profile logo, documents, users (roles agency and staff) ----------
  /** multipart/form-data with the logo in `file` (jpeg, png, webp; type read from content). */
  uploadMyAgencyLogo: {
    method: 'POST',
    path: '/agencies/my-agency/logo',
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: myAgencyResponseSchema,
    status: 200,
  },
  /** An agency's logo (logo_path points here): public, like the agency cards that show it. */
  agencyLogo: {
    method: 'GET',
    path: '/agency-logos/:key',
    params: mediaKeyParamsSchema,
    binary: true,
    status: 200,
  },
  /** The member's agency's documents, one per category. */
  agencyDocuments: {
    method: 'GET',
    path: '/agency/documents',
    response: agencyDocumentsResponseSchema,
    status: 200,
  },
  /** multipart/form-data: `category`, then `file` (pdf, docx, txt); 409 when the category is full. */
  uploadAgencyDocument: {
    method: 'POST',
    path: '/agency/documents',
    multipart: {
      fields: uploadAgencyDocumentFieldsSchema,
      file: UPLOAD_FILE_FIELD,
      maxBytes: MAX_DOCUMENT_BYTES,
    },
    response: agencyDocumentResponseSchema,
    status: 201,
  },
  /** Update: replaces the file (and title) of one document; the old file is deleted. */
  replaceAgencyDocument: {
    method: 'PUT',
    path: '/agency/documents/:id',
    params: idParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: agencyDocumentResponseSchema,
    status: 200,
  },
  deleteAgencyDocument: {
    method: 'DELETE',
    path: '/agency/documents/:id',
    params: idParamsSchema,
    response: okResponseSchema,
    status: 200,
  },
  /** View: the file as an attachment, for the agency's members and admins. */
  agencyDocumentFile: {
    method: 'GET',
    path: '/agency/documents/:id/file',
    params: idParamsSchema,
    binary: true,
    status: 200,
  },
  /** The admin reads any agency's documents (agency detail page). */
  adminAgencyDocuments: {
    method: 'GET',
    path: '/admin/agencies/:id/documents',
    params: idParamsSchema,
    response: agencyDocumentsResponseSchema,
    status: 200,
  },
  /** Staff accounts of the member's agency: search, status filter, newest first, pages. */
  agencyUsers: {
    method: 'GET',
    path: '/agency/users',
    query: agencyUsersQuerySchema,
    response: agencyUsersResponseSchema,
    status: 200,
  },
  /** Add User: always a `staff` account of the caller's agency; 409 when the email is taken. */
  createAgencyUser: {
    method: 'POST',
    path: '/agency/users',
    body: createAgencyUserSchema,
    response: agencyUserResponseSchema,
    status: 201,
  },
  /** Edit, activate or deactivate (INACTIVE ends the account's sessions). */
  updateAgencyUser: {
    method: 'PATCH',
    path: '/agency/users/:id',
    params: idParamsSchema,
    body: updateAgencyUserSchema,
    response: agencyUserResponseSchema,
    status: 200,
  },
  deleteAgencyUser: {
    method: 'DELETE',
    path: '/agency/users/:id',
    params: idParamsSchema,
    response: okResponseSchema,
    status: 200,
  },
  // --- Managed candidates (admin): any candidate; agencyId filters (agency detail page) ---
  /** All Candidates: search, date, sort, status tab, position; items, total and tab counts. */
  adminCandidates: {
    method: 'GET',
    path: '/admin/candidates',
    query: managedCandidatesQuerySchema,
    response: managedCandidatesResponseSchema,
    status: 200,
  },
  /** Add New Candidate: starts shortlisted; 400 names each invalid field. */
  createAdminCandidate: {
    method: 'POST',
    path: '/admin/candidates',
    body: managedCandidateBodySchema,
    response: managedCandidateResponseSchema,
    status: 201,
  },
  adminCandidate: {
    method: 'GET',
    path: '/admin/candidates/:id',
    params: idParamsSchema,
    response: managedCandidateResponseSchema,
    status: 200,
  },
  /** Edit Candidate Profile: the whole form; the status is the one sent (kept when absent). */
  updateAdminCandidate: {
    method: 'PUT',
    path: '/admin/candidates/:id',
    params: idParamsSchema,
    body: managedCandidateBodySchema,
    response: managedCandidateResponseSchema,
    status: 200,
  },
  /** The profile image (fullImage): multipart `file`, JPEG/PNG/WebP. */
  uploadAdminCandidatePhoto: {
    method: 'POST',
    path: '/admin/candidates/:id/photo',
    params: idParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: managedCandidateResponseSchema,
    status: 200,
  },
  /** The file of the document of that type (the record is created if missing). */
  uploadAdminCandidateDocument: {
    method: 'POST',
    path: '/admin/candidates/:id/documents/:type',
    params: managedCandidateDocumentParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: managedCandidateResponseSchema,
    status: 200,
  },
  // --- Managed candidates (agency): the caller's agency's candidates only; another's id is 404 ---
  /** All Candidates: search, date, sort, status tab, position; items, total and tab counts. */
  agencyCandidates: {
    method: 'GET',
    path: '/agency/candidates',
    query: managedCandidatesQuerySchema,
    response: managedCandidatesResponseSchema,
    status: 200,
  },
  /** Add New Candidate: starts shortlisted; 400 names each invalid field. */
  createAgencyCandidate: {
    method: 'POST',
    path: '/agency/candidates',
    body: managedCandidateBodySchema,
    response: managedCandidateResponseSchema,
    status: 201,
  },
  agencyCandidate: {
    method: 'GET',
    path: '/agency/candidates/:id',
    params: idParamsSchema,
    response: managedCandidateResponseSchema,
    status: 200,
  },
  /** Edit Candidate Profile: the whole form; the status is the one sent (kept when absent). */
  updateAgencyCandidate: {
    method: 'PUT',
    path: '/agency/candidates/:id',
    params: idParamsSchema,
    body: managedCandidateBodySchema,
    response: managedCandidateResponseSchema,
    status: 200,
  },
  /** The profile image (fullImage): multipart `file`, JPEG/PNG/WebP. */
  uploadAgencyCandidatePhoto: {
    method: 'POST',
    path: '/agency/candidates/:id/photo',
    params: idParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: managedCandidateResponseSchema,
    status: 200,
  },
  /** The file of the document of that type (the record is created if missing). */
  uploadAgencyCandidateDocument: {
    method: 'POST',
    path: '/agency/candidates/:id/documents/:type',
    params: managedCandidateDocumentParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: managedCandidateResponseSchema,
    status: 200,
  },
  /** A managed candidate's uploaded photo or document: an admin, or her agency (bearer). */
  managedCandidateFile: {
    method: 'GET',
    path: '/managed-candidates/:id/files/:folder/:name',
    params: managedCandidateFileParamsSchema,
    binary: true,
    status: 200,
  },
  // --- Agency recruitments, accounts, analytics, reports (agency owner or staff, own agency) ---
  /** Recruitments of the agency's candidates: stage tab, search, page; counts per stage. */
  agencyRecruitments: {
    method: 'GET',
    path: '/agency/recruitments',
    query: agencyRecruitmentsQuerySchema,
    response: agencyRecruitmentsResponseSchema,
    status: 200,
  },
  /** Move to a stage with the day it was reached (ticket: flight; deployed: location). */
  moveAgencyRecruitment: {
    method: 'PATCH',
    path: '/agency/recruitments/:id',
    params: idParamsSchema,
    body: moveRecruitmentBodySchema,
    response: agencyRecruitmentResponseSchema,
    status: 200,
  },
  /** Accounts: a row per recruitment, amounts computed; totals over the filter. */
  agencyAccounts: {
    method: 'GET',
    path: '/agency/accounts',
    query: agencyAccountsQuerySchema,
    response: agencyAccountsResponseSchema,
    status: 200,
  },
  /** One account with its payments and the invoice's header. */
  agencyAccount: {
    method: 'GET',
    path: '/agency/accounts/:id',
    params: idParamsSchema,
    response: accountDetailResponseSchema,
    status: 200,
  },
  /** The agency's fee for the placement; not below what was paid. */
  updateAgencyAccount: {
    method: 'PATCH',
    path: '/agency/accounts/:id',
    params: idParamsSchema,
    body: updateAccountBodySchema,
    response: accountRowResponseSchema,
    status: 200,
  },
  /** A payment received from the family; not above the balance. */
  recordAgencyPayment: {
    method: 'POST',
    path: '/agency/accounts/:id/payments',
    params: idParamsSchema,
    body: recordPaymentBodySchema,
    response: accountRowResponseSchema,
    status: 201,
  },
  agencyAnalytics: {
    method: 'GET',
    path: '/agency/analytics',
    query: agencyAnalyticsQuerySchema,
    response: agencyAnalyticsResponseSchema,
    status: 200,
  },
  /** Placements and payments received per UAE month of the period. */
  agencyReports: {
    method: 'GET',
    path: '/agency/reports',
    query: agencyReportsQuerySchema,
    response: agencyReportResponseSchema,
    status: 200,
  },
  // --- Admin: agencies, clients, analytics (admin only) ----------------------------------
  /** Card grid and Agencies List: search, country, status tab, analytics group; counts per tab. */
  adminAgencies: {
    method: 'GET',
    path: '/admin/agencies',
    query: adminAgenciesQuerySchema,
    response: adminAgenciesResponseSchema,
    status: 200,
  },
  /** Register agency: the agency and its sign-in account (role agency); 409 when the email is taken. */
  registerAgency: {
    method: 'POST',
    path: '/admin/agencies',
    body: registerAgencySchema,
    response: adminAgencyResponseSchema,
    status: 201,
  },
  adminAgency: {
    method: 'GET',
    path: '/admin/agencies/:id',
    params: idParamsSchema,
    response: adminAgencyResponseSchema,
    status: 200,
  },
  /** The Edit Agency Profile form (files are uploaded apart and kept). */
  updateAdminAgency: {
    method: 'PUT',
    path: '/admin/agencies/:id',
    params: idParamsSchema,
    body: adminAgencyFormSchema,
    response: adminAgencyResponseSchema,
    status: 200,
  },
  setAdminAgencyStatus: {
    method: 'PATCH',
    path: '/admin/agencies/:id/status',
    params: idParamsSchema,
    body: adminAgencyStatusBodySchema,
    response: adminAgencyResponseSchema,
    status: 200,
  },
  /** Change Pin: stored hashed. */
  setAdminAgencyPin: {
    method: 'PUT',
    path: '/admin/agencies/:id/pin',
    params: idParamsSchema,
    body: changePinSchema,
    response: okResponseSchema,
    status: 200,
  },
  /** multipart/form-data with the logo in `file` (jpeg, png, webp; type read from content). */
  uploadAdminAgencyLogo: {
    method: 'POST',
    path: '/admin/agencies/:id/logo',
    params: idParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: adminAgencyResponseSchema,
    status: 200,
  },
  /** multipart/form-data: the file of one legal document (pdf, docx, txt); replaces the old one. */
  uploadAgencyLegalDocument: {
    method: 'POST',
    path: '/admin/agencies/:id/legal-documents/:kind',
    params: agencyLegalDocumentParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: adminAgencyResponseSchema,
    status: 200,
  },
  agencyLegalDocumentFile: {
    method: 'GET',
    path: '/admin/agencies/:id/legal-documents/:kind/file',
    params: agencyLegalDocumentParamsSchema,
    binary: true,
    status: 200,
  },
  /** All Clients, Hold Resume, Suspended: search, country, group; latest updated first. */
  adminClients: {
    method: 'GET',
    path: '/admin/clients',
    query: adminClientsQuerySchema,
    response: adminClientsResponseSchema,
    status: 200,
  },
  /** A family with its counts per stage, from its pipeline. */
  adminClient: {
    method: 'GET',
    path: '/admin/clients/:id',
    params: idParamsSchema,
    response: adminClientResponseSchema,
    status: 200,
  },
  /** Hold, Resume or Suspended; Suspended signs the family out and blocks sign-in. */
  setAdminClientStatus: {
    method: 'PATCH',
    path: '/admin/clients/:id/status',
    params: idParamsSchema,
    body: adminClientStatusBodySchema,
    response: adminClientResponseSchema,
    status: 200,
  },
  /** The six agency cards, the Agency Statistic of the period, Quick Stats. */
  adminAnalytics: {
    method: 'GET',
    path: '/admin/analytics',
    query: adminAnalyticsQuerySchema,
    response: adminAnalyticsResponseSchema,
    status: 200,
  },
  /** The All Agencies side list. */
  adminAnalyticsAgencies: {
    method: 'GET',
    path: '/admin/analytics/agencies',
    query: adminAnalyticsAgenciesQuerySchema,
    response: adminAnalyticsAgenciesResponseSchema,
    status: 200,
  },
} as const;

export type EndpointName = keyof typeof endpoints;

/** Fills `:name` segments: pathFor('/candidates/:id', { id: 3 }) -> '/candidates/3'. */
export function pathFor(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
