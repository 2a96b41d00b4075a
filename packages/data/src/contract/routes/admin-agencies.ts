import type { adminAgenciesResponseSchema, adminAgencyResponseSchema } from '../agency-admin';
import type { okResponseSchema } from '../common';
import { allow, routesOf } from './route';

const { route, fileRoute } = routesOf('admin');

/** The routes @bayti/data/client's admin-agencies.ts calls (method, path, what they answer); no zod at run time. */
export const adminAgenciesRoutes = {
  /** Card grid and Agencies List: search, country, status tab, analytics group; counts per tab. */
  adminAgencies: route('GET', '/admin/agencies', {
    access: allow(['admin']),
    doc: 'Agencies: search name, country, status tab, analytics group; counts per tab',
  }).answers<typeof adminAgenciesResponseSchema>(),
  /** Register agency: the agency and its sign-in account (role agency); 409 when the email is taken. */
  registerAgency: route('POST', '/admin/agencies', {
    access: allow(['admin']),
    doc: 'Register an agency together with its sign-in account (role agency)',
    errors: ['conflict'],
  }).answers<typeof adminAgencyResponseSchema>(),
  adminAgency: route('GET', '/admin/agencies/:id', {
    access: allow(['admin']),
    doc: 'One agency with every stored field and its profile completion',
    errors: ['not_found'],
  }).answers<typeof adminAgencyResponseSchema>(),
  /** The Edit Agency Profile form (files are uploaded apart and kept). */
  updateAdminAgency: route('PUT', '/admin/agencies/:id', {
    access: allow(['admin']),
    doc: 'Save the Edit Agency Profile form',
    errors: ['not_found'],
  }).answers<typeof adminAgencyResponseSchema>(),
  setAdminAgencyStatus: route('PATCH', '/admin/agencies/:id/status', {
    access: allow(['admin']),
    doc: "Change an agency's status (new, approved, rejected, suspended, released)",
    errors: ['not_found'],
  }).answers<typeof adminAgencyResponseSchema>(),
  /** Change Pin: stored hashed. */
  setAdminAgencyPin: route('PUT', '/admin/agencies/:id/pin', {
    access: allow(['admin']),
    doc: "Change an agency's 4-digit PIN (stored hashed)",
    errors: ['not_found'],
  }).answers<typeof okResponseSchema>(),
  /** multipart/form-data with the logo in `file` (jpeg, png, webp; type read from content). */
  uploadAdminAgencyLogo: route('POST', '/admin/agencies/:id/logo', {
    access: allow(['admin']),
    doc: "Upload an agency's logo (multipart `file`: jpeg, png, webp)",
    errors: ['not_found'],
  }).answers<typeof adminAgencyResponseSchema>(),
  /** multipart/form-data: the file of one legal document (pdf, docx, txt); replaces the old one. */
  uploadAgencyLegalDocument: route('POST', '/admin/agencies/:id/legal-documents/:kind', {
    access: allow(['admin']),
    doc: 'Upload the file of one legal document (multipart `file`: pdf, docx, txt)',
    errors: ['not_found'],
  }).answers<typeof adminAgencyResponseSchema>(),
  agencyLegalDocumentFile: fileRoute('GET', '/admin/agencies/:id/legal-documents/:kind/file', {
    access: allow(['admin']),
    doc: "Download one of an agency's legal documents",
    errors: ['not_found'],
  }),
} as const;
