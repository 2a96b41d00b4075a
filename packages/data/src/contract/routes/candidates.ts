import { allow, routesOf, visitor } from './route';

const { route, fileRoute } = routesOf('candidates');

/** The routes @bayti/data/client's candidates.ts calls; no zod at run time. */
export const candidatesRoutes = {
  candidates: route('GET', '/candidates', {
    access: visitor(),
    doc: 'Public candidate list: filters, sort, pagination and nationality counts',
    query: 'candidatesQuerySchema',
    response: 'candidatesListResponseSchema',
  }),
  candidate: route('GET', '/candidates/:id', {
    access: visitor(),
    doc: 'Public candidate profile (never contact details)',
    errors: ['not_found'],
    params: 'idParamsSchema',
    response: 'candidateResponseSchema',
  }),
  /**
   * A verified family with an active plan, or an admin; 401 signed out, 403 plan_required without
   * a plan, 403 forbidden (auth.verifyEmailFirst) before the family verified her email.
   */
  /** The photo of a candidate an agency listed, while it is her listing's photo. */
  listedCandidatePhoto: fileRoute('GET', '/candidates/:id/photo/:name', {
    access: visitor(),
    doc: 'The photo of a candidate an agency listed (public while she is listed)',
    errors: ['not_found'],
    params: 'listedPhotoParamsSchema',
  }),
  candidateContact: route('GET', '/candidates/:id/contact', {
    access: allow(['client', 'admin'], 'activePlan'),
    doc: 'Phone, WhatsApp and location of a candidate, for families with an access plan',
    errors: ['not_found', 'plan_required'],
    params: 'idParamsSchema',
    response: 'candidateContactResponseSchema',
  }),
} as const;
