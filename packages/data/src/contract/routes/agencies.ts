import { MAX_IMAGE_BYTES, UPLOAD_FILE_FIELD } from '../constants';
import { allow, routesOf, visitor } from './route';

const { route, fileRoute } = routesOf('agencies');

/** The routes @bayti/data/client's agencies.ts calls; no zod at run time. */
export const agenciesRoutes = {
  myAgency: route('GET', '/agencies/my-agency', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "The signed-in agency member's agency",
    errors: ['not_found'],
    response: 'myAgencyResponseSchema',
  }),
  updateMyAgency: route('PUT', '/agencies/my-agency', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Update some of the agency profile fields (unknown fields are refused)',
    errors: ['not_found'],
    body: 'updateMyAgencyBodySchema',
    response: 'myAgencyResponseSchema',
  }),
  /** multipart/form-data with the logo in `file` (jpeg, png, webp; type read from content). */
  uploadMyAgencyLogo: route('POST', '/agencies/my-agency/logo', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Replace the agency logo: multipart `file` (JPEG, PNG or WebP, checked by content)',
    errors: ['not_found'],
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_IMAGE_BYTES },
    response: 'myAgencyResponseSchema',
  }),
  /** An agency's logo (logo_path points here): public, like the agency cards that show it. */
  agencyLogo: fileRoute('GET', '/agency-logos/:key', {
    access: visitor(),
    doc: "An agency's current logo (public)",
    errors: ['not_found'],
    params: 'mediaKeyParamsSchema',
  }),
} as const;
