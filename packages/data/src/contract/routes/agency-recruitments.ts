import { allow, routesOf } from './route';

const { route } = routesOf('agency');

/** The routes @bayti/data/client's agency-recruitments.ts calls; no zod at run time. */
export const agencyRecruitmentsRoutes = {
  /** Recruitments of the agency's candidates: stage tab, search, page; counts per stage. */
  agencyRecruitments: route('GET', '/agency/recruitments', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "The agency's recruitments: stage tab, search name or nationality; stage counts",
    query: 'agencyRecruitmentsQuerySchema',
    response: 'agencyRecruitmentsResponseSchema',
  }),
  /** Move to a stage with the day it was reached (ticket: flight; deployed: location). */
  moveAgencyRecruitment: route('PATCH', '/agency/recruitments/:id', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Move a recruitment to a stage with the day reached (ticket, deployment details)',
    errors: ['not_found'],
    params: 'idParamsSchema',
    body: 'moveRecruitmentBodySchema',
    response: 'agencyRecruitmentResponseSchema',
  }),
} as const;
