import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, UPLOAD_FILE_FIELD } from '../constants';
import { allow, routesOf } from './route';

const { route, fileRoute } = routesOf('admin');

/** The routes @bayti/data/client's admin-agencies.ts calls; no zod at run time. */
export const adminAgenciesRoutes = {
  /** Card grid and Agencies List: search, country, status tab, analytics group; counts per tab. */
  adminAgencies: route('GET', '/admin/agencies', {
    access: allow(['admin']),
    doc: 'Agencies: search name, country, status tab, analytics group; counts per tab',
    query: 'adminAgenciesQuerySchema',
    response: 'adminAgenciesResponseSchema',
  }),
  /** Register agency: the agency and its sign-in account (role agency); 409 when the email is taken. */
  registerAgency: route('POST', '/admin/agencies', {
    access: allow(['admin']),
    doc: 'Register an agency together with its sign-in account (role agency)',
    errors: ['conflict'],
    body: 'registerAgencySchema',
    response: 'adminAgencyResponseSchema',
    status: 201,
  }),
  adminAgency: route('GET', '/admin/agencies/:id', {
    access: allow(['admin']),
    doc: 'One agency with every stored field and its profile completion',
    errors: ['not_found'],
    params: 'idParamsSchema',
    response: 'adminAgencyResponseSchema',
  }),
  /** The Edit Agency Profile form (files are uploaded apart and kept). */
  updateAdminAgency: route('PUT', '/admin/agencies/:id', {
    access: allow(['admin']),
    doc: 'Save the Edit Agency Profile form',
    errors: ['not_found'],
    params: 'idParamsSchema',
    body: 'adminAgencyFormSchema',
    response: 'adminAgencyResponseSchema',
  }),
  setAdminAgencyStatus: route('PATCH', '/admin/agencies/:id/status', {
    access: allow(['admin']),
    doc: "Change an agency's status (new, approved, rejected, suspended, released)",
    errors: ['not_found'],
    params: 'idParamsSchema',
    body: 'adminAgencyStatusBodySchema',
    response: 'adminAgencyResponseSchema',
  }),
  /** Change Pin: stored hashed. */
  setAdminAgencyPin: route('PUT', '/admin/agencies/:id/pin', {
    access: allow(['admin']),
    doc: "Change an agency's 4-digit PIN (stored hashed)",
    errors: ['not_found'],
    params: 'idParamsSchema',
    body: 'changePinSchema',
    response: 'okResponseSchema',
  }),
  /** multipart/form-data with the logo in `file` (jpeg, png, webp; type read from content). */
  uploadAdminAgencyLogo: route('POST', '/admin/agencies/:id/logo', {
    access: allow(['admin']),
    doc: "Upload an agency's logo (multipart `file`: jpeg, png, webp)",
    errors: ['not_found'],
    params: 'idParamsSchema',
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: 'adminAgencyResponseSchema',
  }),
  /** multipart/form-data: the file of one legal document (pdf, docx, txt); replaces the old one. */
  uploadAgencyLegalDocument: route('POST', '/admin/agencies/:id/legal-documents/:kind', {
    access: allow(['admin']),
    doc: 'Upload the file of one legal document (multipart `file`: pdf, docx, txt)',
    errors: ['not_found'],
    params: 'agencyLegalDocumentParamsSchema',
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: 'adminAgencyResponseSchema',
  }),
  agencyLegalDocumentFile: fileRoute('GET', '/admin/agencies/:id/legal-documents/:kind/file', {
    access: allow(['admin']),
    doc: "Download one of an agency's legal documents",
    errors: ['not_found'],
    params: 'agencyLegalDocumentParamsSchema',
  }),
} as const;
