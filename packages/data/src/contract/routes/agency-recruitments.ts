import type {
  agencyRecruitmentResponseSchema,
  agencyRecruitmentsResponseSchema,
} from '../agency-recruitments';
import { route } from './route';

/** The routes @bayti/data/client's agency-recruitments.ts calls (method, path, what they answer); no zod at run time. */
export const agencyRecruitmentsRoutes = {
  /** Recruitments of the agency's candidates: stage tab, search, page; counts per stage. */
  agencyRecruitments: route('GET', '/agency/recruitments').answers<
    typeof agencyRecruitmentsResponseSchema
  >(),
  /** Move to a stage with the day it was reached (ticket: flight; deployed: location). */
  moveAgencyRecruitment: route('PATCH', '/agency/recruitments/:id').answers<
    typeof agencyRecruitmentResponseSchema
  >(),
} as const;
