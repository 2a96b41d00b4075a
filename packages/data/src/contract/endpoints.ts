/**
 * The endpoint table: method, path (under API_PREFIX, Fastify `:param` syntax) and the schemas of
 * each call, for the API, which registers its routes from it and serialises every answer through
 * its response schema. Each method and path is written once, in ./routes (zod-free, what the
 * browser loads); the client calls through those, so a path or
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
import { adminAccountsRoutes } from './routes/admin-accounts';
import { adminAgenciesRoutes } from './routes/admin-agencies';
import { adminAnalyticsRoutes } from './routes/admin-analytics';
import { adminClientsRoutes } from './routes/admin-clients';
import { adminInboxRoutes } from './routes/admin-inbox';
import { adminPositionsRoutes } from './routes/admin-positions';
import { adminProfileRoutes } from './routes/admin-profile';
import { adminReportsRoutes } from './routes/admin-reports';
import { adminUsersRoutes } from './routes/admin-users';
import { agenciesRoutes } from './routes/agencies';
import { agencyAccountsRoutes } from './routes/agency-accounts';
import { agencyAnalyticsRoutes } from './routes/agency-analytics';
import { agencyDocumentsRoutes } from './routes/agency-documents';
import { agencyRecruitmentsRoutes } from './routes/agency-recruitments';
import { agencyUsersRoutes } from './routes/agency-users';
import { authRoutes } from './routes/auth';
import { candidateProfileRoutes } from './routes/candidate-profile';
import { candidatesRoutes } from './routes/candidates';
import { documentsRoutes } from './routes/documents';
import { employerRoutes } from './routes/employer';
import { formsRoutes } from './routes/forms';
import { geoRoutes } from './routes/geo';
import { managedCandidatesRoutes } from './routes/managed-candidates';

export const endpoints = {
  register: {
    ...authRoutes.register,
    body: registerBodySchema,
    response: authResultSchema,
    status: 201,
  },
  login: { ...authRoutes.login, body: loginBodySchema, response: authResultSchema, status: 200 },
  me: { ...authRoutes.me, response: meResponseSchema, status: 200 },
  /** Answers 204 (no body) or 200 `{ ok: true }`. */
  logout: { ...authRoutes.logout, response: logoutResponseSchema, status: 204 },
  updateMe: {
    ...authRoutes.updateMe,
    body: updateMeBodySchema,
    response: updateMeResponseSchema,
    status: 200,
  },
  /** Signed in; a wrong current password is 400 on currentPassword (never 401). */
  changePassword: {
    ...authRoutes.changePassword,
    body: changePasswordBodySchema,
    response: changePasswordResponseSchema,
    status: 200,
  },
  /** The same 202 whether or not the email has an account. */
  forgotPassword: {
    ...authRoutes.forgotPassword,
    body: forgotPasswordBodySchema,
    response: forgotPasswordResponseSchema,
    status: 202,
  },
  resetPassword: {
    ...authRoutes.resetPassword,
    body: resetPasswordBodySchema,
    response: resetPasswordResponseSchema,
    status: 200,
  },
  myAgency: { ...agenciesRoutes.myAgency, response: myAgencyResponseSchema, status: 200 },
  updateMyAgency: {
    ...agenciesRoutes.updateMyAgency,
    body: updateMyAgencyBodySchema,
    response: myAgencyResponseSchema,
    status: 200,
  },
  countries: { ...geoRoutes.countries, response: countriesListResponseSchema, status: 200 },
  cities: {
    ...geoRoutes.cities,
    query: citiesListQuerySchema,
    response: citiesListResponseSchema,
    status: 200,
  },
  candidates: {
    ...candidatesRoutes.candidates,
    query: candidatesQuerySchema,
    response: candidatesListResponseSchema,
    status: 200,
  },
  candidate: {
    ...candidatesRoutes.candidate,
    params: idParamsSchema,
    response: candidateResponseSchema,
    status: 200,
  },
  /** A family with an active plan, or an admin; 401 signed out, 403 plan_required without a plan. */
  candidateContact: {
    ...candidatesRoutes.candidateContact,
    params: idParamsSchema,
    response: candidateContactResponseSchema,
    status: 200,
  },
  /** Contact Us 'Get in Touch' form. */
  contact: {
    ...formsRoutes.contact,
    body: contactFormSchema,
    response: contactFormResponseSchema,
    status: 201,
  },
  /** 'Get Visa Services' form. */
  visaRequest: {
    ...formsRoutes.visaRequest,
    body: visaFormSchema,
    response: visaFormResponseSchema,
    status: 201,
  },
  /** Footer newsletter box; subscribing again is not an error and changes nothing. */
  newsletter: {
    ...formsRoutes.newsletter,
    body: newsletterSubscriptionSchema,
    response: newsletterResponseSchema,
    status: 200,
  },
  // --- Employer dashboard (role client; the family's own rows only) --------------------------
  /** The Candidates table: status tab, search, date filter, sort; counts per status. */
  employerPipeline: {
    ...employerRoutes.employerPipeline,
    query: employerPipelineQuerySchema,
    response: employerPipelineResponseSchema,
    status: 200,
  },
  /** The positions of the family's pipeline with their row counts (the position lists). */
  employerPositions: {
    ...employerRoutes.employerPositions,
    response: employerPositionsResponseSchema,
    status: 200,
  },
  /** Shortlist a candidate: 201 with the new row, 200 with the row already there. */
  addToPipeline: {
    ...employerRoutes.addToPipeline,
    body: addToPipelineBodySchema,
    response: pipelineEntryResponseSchema,
    status: 201,
  },
  /** Move along PIPELINE_TRANSITIONS (409 otherwise); hired starts the recruitment. */
  updatePipeline: {
    ...employerRoutes.updatePipeline,
    params: idParamsSchema,
    body: updatePipelineBodySchema,
    response: pipelineEntryResponseSchema,
    status: 200,
  },
  /** The family opened a profile; counted once per candidate per day. */
  recordView: {
    ...employerRoutes.recordView,
    body: recordViewBodySchema,
    response: recordViewResponseSchema,
    status: 200,
  },
  employerAnalytics: {
    ...employerRoutes.employerAnalytics,
    query: employerAnalyticsQuerySchema,
    response: employerAnalyticsResponseSchema,
    status: 200,
  },
  employerRecruitments: {
    ...employerRoutes.employerRecruitments,
    query: employerRecruitmentsQuerySchema,
    response: employerRecruitmentsResponseSchema,
    status: 200,
  },
  /** Admin, or the agency managing the candidate: set the document stage. */
  updateRecruitment: {
    ...employerRoutes.updateRecruitment,
    params: idParamsSchema,
    body: updateRecruitmentBodySchema,
    response: recruitmentResponseSchema,
    status: 200,
  },
  employerProfile: {
    ...employerRoutes.employerProfile,
    response: employerProfileResponseSchema,
    status: 200,
  },
  /** Saves the three tabs of Edit Profile; the name is also the account's name. */
  updateEmployerProfile: {
    ...employerRoutes.updateEmployerProfile,
    body: employerProfileBodySchema,
    response: employerProfileResponseSchema,
    status: 200,
  },
  employerOrders: {
    ...employerRoutes.employerOrders,
    query: familyOrdersQuerySchema,
    response: familyOrdersResponseSchema,
    status: 200,
  },
  employerInvoices: {
    ...employerRoutes.employerInvoices,
    query: familyInvoicesQuerySchema,
    response: familyInvoicesResponseSchema,
    status: 200,
  },
  /** The printable invoice (View). */
  employerInvoice: {
    ...employerRoutes.employerInvoice,
    params: idParamsSchema,
    response: invoiceDetailResponseSchema,
    status: 200,
  },
  /** The running access plan and its end, queued plans, unpaid plan invoices. */
  employerPlan: { ...employerRoutes.employerPlan, response: familyPlanResponseSchema, status: 200 },
  /** Buy an access plan: a new order and its Pending invoice. */
  purchasePlan: {
    ...employerRoutes.purchasePlan,
    body: purchasePlanBodySchema,
    response: purchasePlanResponseSchema,
    status: 201,
  },
  /** Admin: record an invoice's payment; a plan invoice then activates its plan. */
  adminUpdateInvoice: {
    ...employerRoutes.adminUpdateInvoice,
    params: idParamsSchema,
    body: adminUpdateInvoiceBodySchema,
    response: adminInvoiceResponseSchema,
    status: 200,
  },
  // --- Candidate dashboard (role candidate; the worker's own data) ---------------------------
  /** The worker's stored profile; null fields until she saves the form. */
  candidateProfile: {
    ...candidateProfileRoutes.candidateProfile,
    response: candidateProfileResponseSchema,
    status: 200,
  },
  /** Saves the form and creates or updates her public candidates row. */
  updateCandidateProfile: {
    ...candidateProfileRoutes.updateCandidateProfile,
    body: candidateSelfProfileFormSchema,
    response: candidateProfileResponseSchema,
    status: 200,
  },
  /** The Visible switch: a hidden profile leaves the public list and profile pages. */
  candidateProfileVisibility: {
    ...candidateProfileRoutes.candidateProfileVisibility,
    body: candidateVisibilityBodySchema,
    response: candidateProfileResponseSchema,
    status: 200,
  },
  /** multipart/form-data with the image in `file` (jpeg, png, webp; type read from content). */
  uploadCandidatePhoto: {
    ...candidateProfileRoutes.uploadCandidatePhoto,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: candidateProfileResponseSchema,
    status: 200,
  },
  deleteCandidatePhoto: {
    ...candidateProfileRoutes.deleteCandidatePhoto,
    response: candidateProfileResponseSchema,
    status: 200,
  },
  /** multipart/form-data with the video in `file` (mp4, webm, mov; type read from content). */
  uploadCandidateVideo: {
    ...candidateProfileRoutes.uploadCandidateVideo,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_VIDEO_BYTES },
    response: candidateProfileResponseSchema,
    status: 200,
  },
  deleteCandidateVideo: {
    ...candidateProfileRoutes.deleteCandidateVideo,
    response: candidateProfileResponseSchema,
    status: 200,
  },
  /**
   * A profile photo or video (the `image`/`video` paths point here). Public while the profile
   * is listed; otherwise only with the bearer of the owner, an admin or her managing agency.
   * Answers the file itself.
   */
  media: { ...documentsRoutes.media, params: mediaKeyParamsSchema, binary: true, status: 200 },
  candidateDocuments: {
    ...documentsRoutes.candidateDocuments,
    response: candidateDocumentsResponseSchema,
    status: 200,
  },
  /** multipart/form-data: `category`, then `file` (pdf, docx, txt; type read from content). */
  uploadCandidateDocument: {
    ...documentsRoutes.uploadCandidateDocument,
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
    ...documentsRoutes.replaceCandidateDocument,
    params: idParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: candidateDocumentResponseSchema,
    status: 200,
  },
  deleteCandidateDocument: {
    ...documentsRoutes.deleteCandidateDocument,
    params: idParamsSchema,
    response: okResponseSchema,
    status: 200,
  },
  /**
   * Download (View): the owner, an admin, or the agency managing the worker. Answers the file as
   * an attachment named after the document's title.
   */
  documentFile: {
    ...documentsRoutes.documentFile,
    params: idParamsSchema,
    binary: true,
    status: 200,
  },
  // --- Admin back office (role admin) ------------------------------------------------------
  /** Change PIN in the admin header: the signed-in admin's own 4-digit PIN, stored hashed. */
  changeAdminPin: {
    ...adminProfileRoutes.changeAdminPin,
    body: changeAdminPinBodySchema,
    response: okResponseSchema,
    status: 200,
  },
  /** The admin's Manage Positions list; the §3 defaults until first saved. */
  adminPositions: {
    ...adminPositionsRoutes.adminPositions,
    response: positionsResponseSchema,
    status: 200,
  },
  /** Saves the whole list: trimmed, blanks and case-insensitive repeats dropped. */
  saveAdminPositions: {
    ...adminPositionsRoutes.saveAdminPositions,
    body: savePositionsBodySchema,
    response: positionsResponseSchema,
    status: 200,
  },
  /** The caller's agency's positions (agency owner or staff). */
  agencyPositions: {
    ...adminPositionsRoutes.agencyPositions,
    response: positionsResponseSchema,
    status: 200,
  },
  saveAgencyPositions: {
    ...adminPositionsRoutes.saveAgencyPositions,
    body: savePositionsBodySchema,
    response: positionsResponseSchema,
    status: 200,
  },
  /** Contact messages, visa requests or newsletter sign-ups (one kind at a time). */
  adminInbox: {
    ...adminInboxRoutes.adminInbox,
    query: adminInboxQuerySchema,
    response: adminInboxResponseSchema,
    status: 200,
  },
  updateInboxItem: {
    ...adminInboxRoutes.updateInboxItem,
    params: inboxItemParamsSchema,
    body: updateInboxItemBodySchema,
    response: inboxItemResponseSchema,
    status: 200,
  },
  /** Back-office users (a directory; they do not sign in). */
  adminUsers: {
    ...adminUsersRoutes.adminUsers,
    query: adminUsersQuerySchema,
    response: adminUsersResponseSchema,
    status: 200,
  },
  /** Add User; 400 headline ADD_USER_INVALID_MESSAGE, 409 when the email is taken. */
  createAdminUser: {
    ...adminUsersRoutes.createAdminUser,
    body: adminUserFormSchema,
    response: adminUserResponseSchema,
    status: 201,
  },
  updateAdminUser: {
    ...adminUsersRoutes.updateAdminUser,
    params: idParamsSchema,
    body: adminUserPatchSchema,
    response: adminUserResponseSchema,
    status: 200,
  },
  deleteAdminUser: {
    ...adminUsersRoutes.deleteAdminUser,
    params: idParamsSchema,
    response: okResponseSchema,
    status: 200,
  },
  /** Accounts > Orders: every family's orders, searched, newest first. */
  adminOrders: {
    ...adminAccountsRoutes.adminOrders,
    query: adminAccountsQuerySchema,
    response: adminOrdersResponseSchema,
    status: 200,
  },
  /** Order Download: the searched orders as CSV (text/csv attachment). */
  adminOrdersCsv: {
    ...adminAccountsRoutes.adminOrdersCsv,
    query: adminAccountsSearchSchema,
    binary: true,
    status: 200,
  },
  /** Accounts > Invoice: every family's invoices, searched, newest first. */
  adminInvoices: {
    ...adminAccountsRoutes.adminInvoices,
    query: adminAccountsQuerySchema,
    response: adminInvoicesResponseSchema,
    status: 200,
  },
  /** Invoice Download: the searched invoices as CSV (text/csv attachment). */
  adminInvoicesCsv: {
    ...adminAccountsRoutes.adminInvoicesCsv,
    query: adminAccountsSearchSchema,
    binary: true,
    status: 200,
  },
  /** Accounts > Reports: placements and revenue per month of the period. */
  adminReports: {
    ...adminReportsRoutes.adminReports,
    query: adminReportsQuerySchema,
    response: adminReportResponseSchema,
    status: 200,
  },
  // --- Agency dashboard: profile logo, documents, users (roles agency and staff) ----------
  /** multipart/form-data with the logo in `file` (jpeg, png, webp; type read from content). */
  uploadMyAgencyLogo: {
    ...agenciesRoutes.uploadMyAgencyLogo,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: myAgencyResponseSchema,
    status: 200,
  },
  /** An agency's logo (logo_path points here): public, like the agency cards that show it. */
  agencyLogo: {
    ...agenciesRoutes.agencyLogo,
    params: mediaKeyParamsSchema,
    binary: true,
    status: 200,
  },
  /** The member's agency's documents, one per category. */
  agencyDocuments: {
    ...agencyDocumentsRoutes.agencyDocuments,
    response: agencyDocumentsResponseSchema,
    status: 200,
  },
  /** multipart/form-data: `category`, then `file` (pdf, docx, txt); 409 when the category is full. */
  uploadAgencyDocument: {
    ...agencyDocumentsRoutes.uploadAgencyDocument,
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
    ...agencyDocumentsRoutes.replaceAgencyDocument,
    params: idParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: agencyDocumentResponseSchema,
    status: 200,
  },
  deleteAgencyDocument: {
    ...agencyDocumentsRoutes.deleteAgencyDocument,
    params: idParamsSchema,
    response: okResponseSchema,
    status: 200,
  },
  /** View: the file as an attachment, for the agency's members and admins. */
  agencyDocumentFile: {
    ...agencyDocumentsRoutes.agencyDocumentFile,
    params: idParamsSchema,
    binary: true,
    status: 200,
  },
  /** The admin reads any agency's documents (agency detail page). */
  adminAgencyDocuments: {
    ...agencyDocumentsRoutes.adminAgencyDocuments,
    params: idParamsSchema,
    response: agencyDocumentsResponseSchema,
    status: 200,
  },
  /** Staff accounts of the member's agency: search, status filter, newest first, pages. */
  agencyUsers: {
    ...agencyUsersRoutes.agencyUsers,
    query: agencyUsersQuerySchema,
    response: agencyUsersResponseSchema,
    status: 200,
  },
  /** Add User: always a `staff` account of the caller's agency; 409 when the email is taken. */
  createAgencyUser: {
    ...agencyUsersRoutes.createAgencyUser,
    body: createAgencyUserSchema,
    response: agencyUserResponseSchema,
    status: 201,
  },
  /** Edit, activate or deactivate (INACTIVE ends the account's sessions). */
  updateAgencyUser: {
    ...agencyUsersRoutes.updateAgencyUser,
    params: idParamsSchema,
    body: updateAgencyUserSchema,
    response: agencyUserResponseSchema,
    status: 200,
  },
  deleteAgencyUser: {
    ...agencyUsersRoutes.deleteAgencyUser,
    params: idParamsSchema,
    response: okResponseSchema,
    status: 200,
  },
  // --- Managed candidates (admin): any candidate; agencyId filters (agency detail page) ---
  /** All Candidates: search, date, sort, status tab, position; items, total and tab counts. */
  adminCandidates: {
    ...managedCandidatesRoutes.adminCandidates,
    query: managedCandidatesQuerySchema,
    response: managedCandidatesResponseSchema,
    status: 200,
  },
  /** Add New Candidate: starts shortlisted; 400 names each invalid field. */
  createAdminCandidate: {
    ...managedCandidatesRoutes.createAdminCandidate,
    body: managedCandidateBodySchema,
    response: managedCandidateResponseSchema,
    status: 201,
  },
  adminCandidate: {
    ...managedCandidatesRoutes.adminCandidate,
    params: idParamsSchema,
    response: managedCandidateResponseSchema,
    status: 200,
  },
  /** Edit Candidate Profile: the whole form; the status is the one sent (kept when absent). */
  updateAdminCandidate: {
    ...managedCandidatesRoutes.updateAdminCandidate,
    params: idParamsSchema,
    body: managedCandidateBodySchema,
    response: managedCandidateResponseSchema,
    status: 200,
  },
  /** The profile image (fullImage): multipart `file`, JPEG/PNG/WebP. */
  uploadAdminCandidatePhoto: {
    ...managedCandidatesRoutes.uploadAdminCandidatePhoto,
    params: idParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: managedCandidateResponseSchema,
    status: 200,
  },
  /** The file of the document of that type (the record is created if missing). */
  uploadAdminCandidateDocument: {
    ...managedCandidatesRoutes.uploadAdminCandidateDocument,
    params: managedCandidateDocumentParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: managedCandidateResponseSchema,
    status: 200,
  },
  // --- Managed candidates (agency): the caller's agency's candidates only; another's id is 404 ---
  /** All Candidates: search, date, sort, status tab, position; items, total and tab counts. */
  agencyCandidates: {
    ...managedCandidatesRoutes.agencyCandidates,
    query: managedCandidatesQuerySchema,
    response: managedCandidatesResponseSchema,
    status: 200,
  },
  /** Add New Candidate: starts shortlisted; 400 names each invalid field. */
  createAgencyCandidate: {
    ...managedCandidatesRoutes.createAgencyCandidate,
    body: managedCandidateBodySchema,
    response: managedCandidateResponseSchema,
    status: 201,
  },
  agencyCandidate: {
    ...managedCandidatesRoutes.agencyCandidate,
    params: idParamsSchema,
    response: managedCandidateResponseSchema,
    status: 200,
  },
  /** Edit Candidate Profile: the whole form; the status is the one sent (kept when absent). */
  updateAgencyCandidate: {
    ...managedCandidatesRoutes.updateAgencyCandidate,
    params: idParamsSchema,
    body: managedCandidateBodySchema,
    response: managedCandidateResponseSchema,
    status: 200,
  },
  /** The profile image (fullImage): multipart `file`, JPEG/PNG/WebP. */
  uploadAgencyCandidatePhoto: {
    ...managedCandidatesRoutes.uploadAgencyCandidatePhoto,
    params: idParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: managedCandidateResponseSchema,
    status: 200,
  },
  /** The file of the document of that type (the record is created if missing). */
  uploadAgencyCandidateDocument: {
    ...managedCandidatesRoutes.uploadAgencyCandidateDocument,
    params: managedCandidateDocumentParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: managedCandidateResponseSchema,
    status: 200,
  },
  /** A managed candidate's uploaded photo or document: an admin, or her agency (bearer). */
  managedCandidateFile: {
    ...managedCandidatesRoutes.managedCandidateFile,
    params: managedCandidateFileParamsSchema,
    binary: true,
    status: 200,
  },
  // --- Agency recruitments, accounts, analytics, reports (agency owner or staff, own agency) ---
  /** Recruitments of the agency's candidates: stage tab, search, page; counts per stage. */
  agencyRecruitments: {
    ...agencyRecruitmentsRoutes.agencyRecruitments,
    query: agencyRecruitmentsQuerySchema,
    response: agencyRecruitmentsResponseSchema,
    status: 200,
  },
  /** Move to a stage with the day it was reached (ticket: flight; deployed: location). */
  moveAgencyRecruitment: {
    ...agencyRecruitmentsRoutes.moveAgencyRecruitment,
    params: idParamsSchema,
    body: moveRecruitmentBodySchema,
    response: agencyRecruitmentResponseSchema,
    status: 200,
  },
  /** Accounts: a row per recruitment, amounts computed; totals over the filter. */
  agencyAccounts: {
    ...agencyAccountsRoutes.agencyAccounts,
    query: agencyAccountsQuerySchema,
    response: agencyAccountsResponseSchema,
    status: 200,
  },
  /** One account with its payments and the invoice's header. */
  agencyAccount: {
    ...agencyAccountsRoutes.agencyAccount,
    params: idParamsSchema,
    response: accountDetailResponseSchema,
    status: 200,
  },
  /** The agency's fee for the placement; not below what was paid. */
  updateAgencyAccount: {
    ...agencyAccountsRoutes.updateAgencyAccount,
    params: idParamsSchema,
    body: updateAccountBodySchema,
    response: accountRowResponseSchema,
    status: 200,
  },
  /** A payment received from the family; not above the balance. */
  recordAgencyPayment: {
    ...agencyAccountsRoutes.recordAgencyPayment,
    params: idParamsSchema,
    body: recordPaymentBodySchema,
    response: accountRowResponseSchema,
    status: 201,
  },
  agencyAnalytics: {
    ...agencyAnalyticsRoutes.agencyAnalytics,
    query: agencyAnalyticsQuerySchema,
    response: agencyAnalyticsResponseSchema,
    status: 200,
  },
  /** Placements and payments received per UAE month of the period. */
  agencyReports: {
    ...agencyAnalyticsRoutes.agencyReports,
    query: agencyReportsQuerySchema,
    response: agencyReportResponseSchema,
    status: 200,
  },
  // --- Admin: agencies, clients, analytics (admin only) ----------------------------------
  /** Card grid and Agencies List: search, country, status tab, analytics group; counts per tab. */
  adminAgencies: {
    ...adminAgenciesRoutes.adminAgencies,
    query: adminAgenciesQuerySchema,
    response: adminAgenciesResponseSchema,
    status: 200,
  },
  /** Register agency: the agency and its sign-in account (role agency); 409 when the email is taken. */
  registerAgency: {
    ...adminAgenciesRoutes.registerAgency,
    body: registerAgencySchema,
    response: adminAgencyResponseSchema,
    status: 201,
  },
  adminAgency: {
    ...adminAgenciesRoutes.adminAgency,
    params: idParamsSchema,
    response: adminAgencyResponseSchema,
    status: 200,
  },
  /** The Edit Agency Profile form (files are uploaded apart and kept). */
  updateAdminAgency: {
    ...adminAgenciesRoutes.updateAdminAgency,
    params: idParamsSchema,
    body: adminAgencyFormSchema,
    response: adminAgencyResponseSchema,
    status: 200,
  },
  setAdminAgencyStatus: {
    ...adminAgenciesRoutes.setAdminAgencyStatus,
    params: idParamsSchema,
    body: adminAgencyStatusBodySchema,
    response: adminAgencyResponseSchema,
    status: 200,
  },
  /** Change Pin: stored hashed. */
  setAdminAgencyPin: {
    ...adminAgenciesRoutes.setAdminAgencyPin,
    params: idParamsSchema,
    body: changePinSchema,
    response: okResponseSchema,
    status: 200,
  },
  /** multipart/form-data with the logo in `file` (jpeg, png, webp; type read from content). */
  uploadAdminAgencyLogo: {
    ...adminAgenciesRoutes.uploadAdminAgencyLogo,
    params: idParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: adminAgencyResponseSchema,
    status: 200,
  },
  /** multipart/form-data: the file of one legal document (pdf, docx, txt); replaces the old one. */
  uploadAgencyLegalDocument: {
    ...adminAgenciesRoutes.uploadAgencyLegalDocument,
    params: agencyLegalDocumentParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: adminAgencyResponseSchema,
    status: 200,
  },
  agencyLegalDocumentFile: {
    ...adminAgenciesRoutes.agencyLegalDocumentFile,
    params: agencyLegalDocumentParamsSchema,
    binary: true,
    status: 200,
  },
  /** All Clients, Hold Resume, Suspended: search, country, group; latest updated first. */
  adminClients: {
    ...adminClientsRoutes.adminClients,
    query: adminClientsQuerySchema,
    response: adminClientsResponseSchema,
    status: 200,
  },
  /** A family with its counts per stage, from its pipeline. */
  adminClient: {
    ...adminClientsRoutes.adminClient,
    params: idParamsSchema,
    response: adminClientResponseSchema,
    status: 200,
  },
  /** Hold, Resume or Suspended; Suspended signs the family out and blocks sign-in. */
  setAdminClientStatus: {
    ...adminClientsRoutes.setAdminClientStatus,
    params: idParamsSchema,
    body: adminClientStatusBodySchema,
    response: adminClientResponseSchema,
    status: 200,
  },
  /** The six agency cards, the Agency Statistic of the period, Quick Stats. */
  adminAnalytics: {
    ...adminAnalyticsRoutes.adminAnalytics,
    query: adminAnalyticsQuerySchema,
    response: adminAnalyticsResponseSchema,
    status: 200,
  },
  /** The All Agencies side list. */
  adminAnalyticsAgencies: {
    ...adminAnalyticsRoutes.adminAnalyticsAgencies,
    query: adminAnalyticsAgenciesQuerySchema,
    response: adminAnalyticsAgenciesResponseSchema,
    status: 200,
  },
} as const;

export type EndpointName = keyof typeof endpoints;
