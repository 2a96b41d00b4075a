import type { myAgencyResponseSchema } from '../agency';
import { allow, routesOf, visitor } from './route';

const { route, fileRoute } = routesOf('agencies');

/** The routes @bayti/data/client's agencies.ts calls (method, path, what they answer); no zod at run time. */
export const agenciesRoutes = {
  myAgency: route('GET', '/agencies/my-agency', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "The signed-in agency member's agency",
    errors: ['not_found'],
  }).answers<typeof myAgencyResponseSchema>(),
  updateMyAgency: route('PUT', '/agencies/my-agency', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Update some of the agency profile fields (unknown fields are refused)',
    errors: ['not_found'],
  }).answers<typeof myAgencyResponseSchema>(),
  /** multipart/form-data with the logo in `file` (jpeg, png, webp; type read from content). */
  uploadMyAgencyLogo: route('POST', '/agencies/my-agency/logo', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Replace the agency logo: multipart `file` (JPEG, PNG or WebP, checked by content)',
    errors: ['not_found'],
  }).answers<typeof myAgencyResponseSchema>(),
  /** An agency's logo (logo_path points here): public, like the agency cards that show it. */
  agencyLogo: fileRoute('GET', '/agency-logos/:key', {
    access: visitor(),
    doc: "An agency's current logo (public)",
    errors: ['not_found'],
  }),
} as const;
