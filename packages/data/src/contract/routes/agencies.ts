import type { myAgencyResponseSchema } from '../agency';
import { fileRoute, route } from './route';

/** The routes @bayti/data/client's agencies.ts calls (method, path, what they answer); no zod at run time. */
export const agenciesRoutes = {
  myAgency: route('GET', '/agencies/my-agency').answers<typeof myAgencyResponseSchema>(),
  updateMyAgency: route('PUT', '/agencies/my-agency').answers<typeof myAgencyResponseSchema>(),
  /** multipart/form-data with the logo in `file` (jpeg, png, webp; type read from content). */
  uploadMyAgencyLogo: route('POST', '/agencies/my-agency/logo').answers<
    typeof myAgencyResponseSchema
  >(),
  /** An agency's logo (logo_path points here): public, like the agency cards that show it. */
  agencyLogo: fileRoute('GET', '/agency-logos/:key'),
} as const;
