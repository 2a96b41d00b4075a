import type { adminAgenciesResponseSchema, adminAgencyResponseSchema } from '../agency-admin';
import type { okResponseSchema } from '../common';
import { fileRoute, route } from './route';

/** The routes @bayti/data/client's admin-agencies.ts calls (method, path, what they answer); no zod at run time. */
export const adminAgenciesRoutes = {
  /** Card grid and Agencies List: search, country, status tab, analytics group; counts per tab. */
  adminAgencies: route('GET', '/admin/agencies').answers<typeof adminAgenciesResponseSchema>(),
  /** Register agency: the agency and its sign-in account (role agency); 409 when the email is taken. */
  registerAgency: route('POST', '/admin/agencies').answers<typeof adminAgencyResponseSchema>(),
  adminAgency: route('GET', '/admin/agencies/:id').answers<typeof adminAgencyResponseSchema>(),
  /** The Edit Agency Profile form (files are uploaded apart and kept). */
  updateAdminAgency: route('PUT', '/admin/agencies/:id').answers<
    typeof adminAgencyResponseSchema
  >(),
  setAdminAgencyStatus: route('PATCH', '/admin/agencies/:id/status').answers<
    typeof adminAgencyResponseSchema
  >(),
  /** Change Pin: stored hashed. */
  setAdminAgencyPin: route('PUT', '/admin/agencies/:id/pin').answers<typeof okResponseSchema>(),
  /** multipart/form-data with the logo in `file` (jpeg, png, webp; type read from content). */
  uploadAdminAgencyLogo: route('POST', '/admin/agencies/:id/logo').answers<
    typeof adminAgencyResponseSchema
  >(),
  /** multipart/form-data: the file of one legal document (pdf, docx, txt); replaces the old one. */
  uploadAgencyLegalDocument: route('POST', '/admin/agencies/:id/legal-documents/:kind').answers<
    typeof adminAgencyResponseSchema
  >(),
  agencyLegalDocumentFile: fileRoute('GET', '/admin/agencies/:id/legal-documents/:kind/file'),
} as const;
