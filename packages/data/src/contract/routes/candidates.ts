import type {
  candidateContactResponseSchema,
  candidateResponseSchema,
  candidatesListResponseSchema,
} from '../candidate';
import { route } from './route';

/** The routes @bayti/data/client's candidates.ts calls (method, path, what they answer); no zod at run time. */
export const candidatesRoutes = {
  candidates: route('GET', '/candidates').answers<typeof candidatesListResponseSchema>(),
  candidate: route('GET', '/candidates/:id').answers<typeof candidateResponseSchema>(),
  /** A family with an active plan, or an admin; 401 signed out, 403 plan_required without a plan. */
  candidateContact: route('GET', '/candidates/:id/contact').answers<
    typeof candidateContactResponseSchema
  >(),
} as const;
