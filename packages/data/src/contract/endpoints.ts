/**
 * The endpoint table: each endpoint's zod-free route (method, path under API_PREFIX in Fastify
 * `:param` syntax, access, doc, errors: written once, in ./routes, what the browser loads) with
 * the schemas of its call. The API registers every route from it (registerEndpoint) and serialises
 * every answer through its response schema (docs/decisions/0015).
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
  logout: { ...authRoutes.logout, response: logoutResponseSchema, status: 204 },
  updateMe: {
    ...authRoutes.updateMe,
    body: updateMeBodySchema,
    response: updateMeResponseSchema,
    status: 200,
  },
  changePassword: {
    ...authRoutes.changePassword,
    body: changePasswordBodySchema,
    response: changePasswordResponseSchema,
    status: 200,
  },
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
  candidateContact: {
    ...candidatesRoutes.candidateContact,
    params: idParamsSchema,
    response: candidateContactResponseSchema,
    status: 200,
  },
  contact: {
    ...formsRoutes.contact,
    body: contactFormSchema,
    response: contactFormResponseSchema,
    status: 201,
  },
  visaRequest: {
    ...formsRoutes.visaRequest,
    body: visaFormSchema,
    response: visaFormResponseSchema,
    status: 201,
  },
  newsletter: {
    ...formsRoutes.newsletter,
    body: newsletterSubscriptionSchema,
    response: newsletterResponseSchema,
    status: 200,
  },
  // --- Employer dashboard (role client; the family's own rows only) --------------------------
  employerPipeline: {
    ...employerRoutes.employerPipeline,
    query: employerPipelineQuerySchema,
    response: employerPipelineResponseSchema,
    status: 200,
  },
  employerPositions: {
    ...employerRoutes.employerPositions,
    response: employerPositionsResponseSchema,
    status: 200,
  },
  addToPipeline: {
    ...employerRoutes.addToPipeline,
    body: addToPipelineBodySchema,
    response: pipelineEntryResponseSchema,
    status: 201,
  },
  updatePipeline: {
    ...employerRoutes.updatePipeline,
    params: idParamsSchema,
    body: updatePipelineBodySchema,
    response: pipelineEntryResponseSchema,
    status: 200,
  },
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
  employerInvoice: {
    ...employerRoutes.employerInvoice,
    params: idParamsSchema,
    response: invoiceDetailResponseSchema,
    status: 200,
  },
  employerPlan: { ...employerRoutes.employerPlan, response: familyPlanResponseSchema, status: 200 },
  purchasePlan: {
    ...employerRoutes.purchasePlan,
    body: purchasePlanBodySchema,
    response: purchasePlanResponseSchema,
    status: 201,
  },
  adminUpdateInvoice: {
    ...employerRoutes.adminUpdateInvoice,
    params: idParamsSchema,
    body: adminUpdateInvoiceBodySchema,
    response: adminInvoiceResponseSchema,
    status: 200,
  },
  // --- Candidate dashboard (role candidate; the worker's own data) ---------------------------
  candidateProfile: {
    ...candidateProfileRoutes.candidateProfile,
    response: candidateProfileResponseSchema,
    status: 200,
  },
  updateCandidateProfile: {
    ...candidateProfileRoutes.updateCandidateProfile,
    body: candidateSelfProfileFormSchema,
    response: candidateProfileResponseSchema,
    status: 200,
  },
  candidateProfileVisibility: {
    ...candidateProfileRoutes.candidateProfileVisibility,
    body: candidateVisibilityBodySchema,
    response: candidateProfileResponseSchema,
    status: 200,
  },
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
  media: { ...documentsRoutes.media, params: mediaKeyParamsSchema, binary: true, status: 200 },
  candidateDocuments: {
    ...documentsRoutes.candidateDocuments,
    response: candidateDocumentsResponseSchema,
    status: 200,
  },
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
  documentFile: {
    ...documentsRoutes.documentFile,
    params: idParamsSchema,
    binary: true,
    status: 200,
  },
  // --- Admin back office (role admin) ------------------------------------------------------
  changeAdminPin: {
    ...adminProfileRoutes.changeAdminPin,
    body: changeAdminPinBodySchema,
    response: okResponseSchema,
    status: 200,
  },
  adminPositions: {
    ...adminPositionsRoutes.adminPositions,
    response: positionsResponseSchema,
    status: 200,
  },
  saveAdminPositions: {
    ...adminPositionsRoutes.saveAdminPositions,
    body: savePositionsBodySchema,
    response: positionsResponseSchema,
    status: 200,
  },
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
  adminUsers: {
    ...adminUsersRoutes.adminUsers,
    query: adminUsersQuerySchema,
    response: adminUsersResponseSchema,
    status: 200,
  },
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
  adminOrders: {
    ...adminAccountsRoutes.adminOrders,
    query: adminAccountsQuerySchema,
    response: adminOrdersResponseSchema,
    status: 200,
  },
  adminOrdersCsv: {
    ...adminAccountsRoutes.adminOrdersCsv,
    query: adminAccountsSearchSchema,
    binary: true,
    status: 200,
  },
  adminInvoices: {
    ...adminAccountsRoutes.adminInvoices,
    query: adminAccountsQuerySchema,
    response: adminInvoicesResponseSchema,
    status: 200,
  },
  adminInvoicesCsv: {
    ...adminAccountsRoutes.adminInvoicesCsv,
    query: adminAccountsSearchSchema,
    binary: true,
    status: 200,
  },
  adminReports: {
    ...adminReportsRoutes.adminReports,
    query: adminReportsQuerySchema,
    response: adminReportResponseSchema,
    status: 200,
  },
  // --- Agency dashboard: profile logo, documents, users (roles agency and staff) ----------
  uploadMyAgencyLogo: {
    ...agenciesRoutes.uploadMyAgencyLogo,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: myAgencyResponseSchema,
    status: 200,
  },
  agencyLogo: {
    ...agenciesRoutes.agencyLogo,
    params: mediaKeyParamsSchema,
    binary: true,
    status: 200,
  },
  agencyDocuments: {
    ...agencyDocumentsRoutes.agencyDocuments,
    response: agencyDocumentsResponseSchema,
    status: 200,
  },
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
  agencyDocumentFile: {
    ...agencyDocumentsRoutes.agencyDocumentFile,
    params: idParamsSchema,
    binary: true,
    status: 200,
  },
  adminAgencyDocuments: {
    ...agencyDocumentsRoutes.adminAgencyDocuments,
    params: idParamsSchema,
    response: agencyDocumentsResponseSchema,
    status: 200,
  },
  agencyUsers: {
    ...agencyUsersRoutes.agencyUsers,
    query: agencyUsersQuerySchema,
    response: agencyUsersResponseSchema,
    status: 200,
  },
  createAgencyUser: {
    ...agencyUsersRoutes.createAgencyUser,
    body: createAgencyUserSchema,
    response: agencyUserResponseSchema,
    status: 201,
  },
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
  adminCandidates: {
    ...managedCandidatesRoutes.adminCandidates,
    query: managedCandidatesQuerySchema,
    response: managedCandidatesResponseSchema,
    status: 200,
  },
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
  updateAdminCandidate: {
    ...managedCandidatesRoutes.updateAdminCandidate,
    params: idParamsSchema,
    body: managedCandidateBodySchema,
    response: managedCandidateResponseSchema,
    status: 200,
  },
  uploadAdminCandidatePhoto: {
    ...managedCandidatesRoutes.uploadAdminCandidatePhoto,
    params: idParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: managedCandidateResponseSchema,
    status: 200,
  },
  uploadAdminCandidateDocument: {
    ...managedCandidatesRoutes.uploadAdminCandidateDocument,
    params: managedCandidateDocumentParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: managedCandidateResponseSchema,
    status: 200,
  },
  // --- Managed candidates (agency): the caller's agency's candidates only; another's id is 404 ---
  agencyCandidates: {
    ...managedCandidatesRoutes.agencyCandidates,
    query: managedCandidatesQuerySchema,
    response: managedCandidatesResponseSchema,
    status: 200,
  },
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
  updateAgencyCandidate: {
    ...managedCandidatesRoutes.updateAgencyCandidate,
    params: idParamsSchema,
    body: managedCandidateBodySchema,
    response: managedCandidateResponseSchema,
    status: 200,
  },
  uploadAgencyCandidatePhoto: {
    ...managedCandidatesRoutes.uploadAgencyCandidatePhoto,
    params: idParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: managedCandidateResponseSchema,
    status: 200,
  },
  uploadAgencyCandidateDocument: {
    ...managedCandidatesRoutes.uploadAgencyCandidateDocument,
    params: managedCandidateDocumentParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: managedCandidateResponseSchema,
    status: 200,
  },
  managedCandidateFile: {
    ...managedCandidatesRoutes.managedCandidateFile,
    params: managedCandidateFileParamsSchema,
    binary: true,
    status: 200,
  },
  // --- Agency recruitments, accounts, analytics, reports (agency owner or staff, own agency) ---
  agencyRecruitments: {
    ...agencyRecruitmentsRoutes.agencyRecruitments,
    query: agencyRecruitmentsQuerySchema,
    response: agencyRecruitmentsResponseSchema,
    status: 200,
  },
  moveAgencyRecruitment: {
    ...agencyRecruitmentsRoutes.moveAgencyRecruitment,
    params: idParamsSchema,
    body: moveRecruitmentBodySchema,
    response: agencyRecruitmentResponseSchema,
    status: 200,
  },
  agencyAccounts: {
    ...agencyAccountsRoutes.agencyAccounts,
    query: agencyAccountsQuerySchema,
    response: agencyAccountsResponseSchema,
    status: 200,
  },
  agencyAccount: {
    ...agencyAccountsRoutes.agencyAccount,
    params: idParamsSchema,
    response: accountDetailResponseSchema,
    status: 200,
  },
  updateAgencyAccount: {
    ...agencyAccountsRoutes.updateAgencyAccount,
    params: idParamsSchema,
    body: updateAccountBodySchema,
    response: accountRowResponseSchema,
    status: 200,
  },
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
  agencyReports: {
    ...agencyAnalyticsRoutes.agencyReports,
    query: agencyReportsQuerySchema,
    response: agencyReportResponseSchema,
    status: 200,
  },
  // --- Admin: agencies, clients, analytics (admin only) ----------------------------------
  adminAgencies: {
    ...adminAgenciesRoutes.adminAgencies,
    query: adminAgenciesQuerySchema,
    response: adminAgenciesResponseSchema,
    status: 200,
  },
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
  setAdminAgencyPin: {
    ...adminAgenciesRoutes.setAdminAgencyPin,
    params: idParamsSchema,
    body: changePinSchema,
    response: okResponseSchema,
    status: 200,
  },
  uploadAdminAgencyLogo: {
    ...adminAgenciesRoutes.uploadAdminAgencyLogo,
    params: idParamsSchema,
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: adminAgencyResponseSchema,
    status: 200,
  },
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
  adminClients: {
    ...adminClientsRoutes.adminClients,
    query: adminClientsQuerySchema,
    response: adminClientsResponseSchema,
    status: 200,
  },
  adminClient: {
    ...adminClientsRoutes.adminClient,
    params: idParamsSchema,
    response: adminClientResponseSchema,
    status: 200,
  },
  setAdminClientStatus: {
    ...adminClientsRoutes.setAdminClientStatus,
    params: idParamsSchema,
    body: adminClientStatusBodySchema,
    response: adminClientResponseSchema,
    status: 200,
  },
  adminAnalytics: {
    ...adminAnalyticsRoutes.adminAnalytics,
    query: adminAnalyticsQuerySchema,
    response: adminAnalyticsResponseSchema,
    status: 200,
  },
  adminAnalyticsAgencies: {
    ...adminAnalyticsRoutes.adminAnalyticsAgencies,
    query: adminAnalyticsAgenciesQuerySchema,
    response: adminAnalyticsAgenciesResponseSchema,
    status: 200,
  },
} as const;

export type EndpointName = keyof typeof endpoints;
