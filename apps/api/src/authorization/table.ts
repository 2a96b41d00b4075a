import { API_PREFIX, endpoints, type Access, type Role } from '@bayti/data/contract';

/*
 * Who may call each endpoint. Each endpoint's declaration (@bayti/data's `endpoints`) says who
 * may call it; `accessOutcome` turns that into the 401 or 403 each caller gets before the handler
 * runs. The rows below are every admin and agency route, called as each of the seven callers on
 * a world of two agencies; a row names only what needs that world: the callers whose id belongs
 * to another agency and who find nothing (404). Every other caller gets what the access gives:
 *
 *   'ok'  any 2xx (let in)
 *   401   not signed in
 *   403   signed in, wrong role
 *   404   right role, but the id belongs to another agency (ids reveal nothing)
 *
 * Ids in a path are always agency A's resources (or, for admin routes, a real row), so agency B's
 * column on a row with an id says how the wall between agencies holds. A route without an id acts
 * on the caller's own agency: there agency B is allowed, on its own data.
 *
 * authorization.test.ts fails when the server registers a route that neither a declaration nor
 * INFRASTRUCTURE describes, when an admin or agency route has no row here, or when a row names a
 * route the server does not have or disagrees with its declaration's access.
 */

export const CALLERS = [
  'visitor',
  'family',
  'worker',
  'agencyA',
  'staffA',
  'agencyB',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];

export type Outcome = 'ok' | 401 | 403 | 404;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `METHOD /api/path` with Fastify's `:param` placeholders, as the server registers it. */
export type RouteKey = `${Method} /api/${string}`;

/** The role each caller signs in with. */
export const ROLE_OF: Record<Caller, Role | null> = {
  visitor: null,
  family: 'client',
  worker: 'candidate',
  agencyA: 'agency',
  staffA: 'staff',
  agencyB: 'agency',
  admin: 'admin',
};

/** 401 or 403 when a caller is refused for who they are, 'in' when the access check lets them in. */
export type Verdict = 401 | 403 | 'in';

export function accessOutcome(access: Access, caller: Caller): Verdict {
  const role = ROLE_OF[caller];
  if (access.who === 'visitor') return 'in';
  if (!role) return 401;
  if (access.who === 'signedIn') return 'in';
  return access.who.includes(role) ? 'in' : 403;
}

/** Every declared endpoint by the route the server registers for it. */
export const DECLARED = new Map(
  Object.values(endpoints).map(
    (endpoint) =>
      [`${endpoint.method} ${API_PREFIX}${endpoint.path}` as RouteKey, endpoint] as const,
  ),
);

/** Routes no declaration describes: the load balancer's probe and the OpenAPI document, public. */
export const INFRASTRUCTURE = /^GET \/api\/(health|openapi\.json|docs(\/.*)?)$/;

export interface Row {
  route: RouteKey;
  /** The callers whose outcome needs the world (another agency's id), not the access alone. */
  world: Partial<Record<Caller, 404>>;
  outcomes: Record<Caller, Outcome>;
}

/** One row: the route, and the callers who find nothing there; the rest follow its access. */
function row(route: RouteKey, world: Row['world'] = {}): Row {
  const access = DECLARED.get(route)?.access;
  if (!access) throw new Error(`${route} is not declared`);
  const outcomes = Object.fromEntries(
    CALLERS.map((caller) => {
      const verdict = accessOutcome(access, caller);
      return [caller, world[caller] ?? (verdict === 'in' ? 'ok' : verdict)];
    }),
  ) as Record<Caller, Outcome>;
  return { route, world, outcomes };
}

export const AUTHORIZATION_TABLE: readonly Row[] = [
  // --- Admin back office: the admin alone
  row('PUT /api/admin/me/pin'),
  row('GET /api/admin/positions'),
  row('PUT /api/admin/positions'),
  row('GET /api/admin/inbox'),
  row('PATCH /api/admin/inbox/:kind/:id'),
  row('GET /api/admin/users'),
  row('POST /api/admin/users'),
  row('PATCH /api/admin/users/:id'),
  row('DELETE /api/admin/users/:id'),
  row('GET /api/admin/orders'),
  row('GET /api/admin/refund-cases'),
  row('GET /api/admin/orders.csv'),
  row('GET /api/admin/invoices'),
  row('GET /api/admin/invoices.csv'),
  row('GET /api/admin/invoices/:id/pdf'),
  row('POST /api/admin/invoices/:id/payments'),
  row('POST /api/admin/invoices/:id/refunds'),
  row('GET /api/admin/reports'),
  row('GET /api/admin/candidates'),
  row('POST /api/admin/candidates'),
  row('GET /api/admin/candidates/:id'),
  row('PUT /api/admin/candidates/:id'),
  row('POST /api/admin/candidates/:id/photo'),
  row('POST /api/admin/candidates/:id/documents/:type'),
  row('GET /api/admin/analytics'),
  row('GET /api/admin/analytics/agencies'),
  row('GET /api/admin/agencies'),
  row('POST /api/admin/agencies'),
  row('GET /api/admin/agencies/:id'),
  row('PUT /api/admin/agencies/:id'),
  row('PATCH /api/admin/agencies/:id/status'),
  row('PUT /api/admin/agencies/:id/pin'),
  row('POST /api/admin/agencies/:id/logo'),
  row('POST /api/admin/agencies/:id/legal-documents/:kind'),
  row('GET /api/admin/agencies/:id/legal-documents/:kind/file'),
  row('GET /api/admin/agencies/:id/documents'),
  row('GET /api/admin/clients'),
  row('GET /api/admin/clients/:id'),
  row('PATCH /api/admin/clients/:id/status'),
  // Listings and moderation (docs/decisions/0022)
  row('POST /api/admin/candidates/:id/listing'),
  row('DELETE /api/admin/candidates/:id/listing'),
  row('POST /api/admin/candidates/:id/listing/reconfirm'),
  row('GET /api/admin/moderation/reviews'),
  row('POST /api/admin/moderation/reviews/:id/decision'),
  row('POST /api/admin/moderation/candidates/:id/hide'),
  row('POST /api/admin/moderation/candidates/:id/unhide'),
  row('POST /api/admin/moderation/users/:id/deactivate'),
  row('POST /api/admin/moderation/users/:id/reactivate'),
  row('GET /api/admin/moderation/actions'),
  row('GET /api/admin/moderation/reports'),
  row('POST /api/admin/moderation/reports/:id/resolution'),
  row('GET /api/admin/moderation/fee-reports'),
  row('POST /api/admin/moderation/fee-reports/:id/resolution'),
  row('GET /api/admin/moderation/conversation-reports'),
  row('POST /api/admin/moderation/conversation-reports/:id/resolution'),
  // Reviews after a hire (docs/decisions/0035)
  row('GET /api/admin/moderation/hire-reviews'),
  row('POST /api/admin/moderation/hire-reviews/:id/hide'),
  // Job posts (docs/decisions/0034)
  row('GET /api/admin/moderation/job-posts'),
  row('POST /api/admin/moderation/job-posts/:id/decision'),

  // --- Agency dashboard, the caller's own agency: owner and staff (agency B on its own)
  row('GET /api/agencies/my-agency'),
  row('PUT /api/agencies/my-agency'),
  row('GET /api/agency/positions'),
  row('PUT /api/agency/positions'),
  row('POST /api/agencies/my-agency/logo'),
  row('GET /api/agency/documents'),
  row('GET /api/agency/offers'),
  row('GET /api/agency/interviews'),
  row('POST /api/agency/documents'),
  row('GET /api/agency/users'),
  row('POST /api/agency/users'),
  row('GET /api/agency/candidates'),
  row('POST /api/agency/candidates'),
  row('GET /api/agency/recruitments'),
  row('GET /api/agency/accounts'),
  row('GET /api/agency/refund-cases'),
  row('GET /api/agency/analytics'),
  row('GET /api/agency/reports'),

  // --- Agency A's ids: its owner and staff; agency B finds nothing
  row('PUT /api/agency/documents/:id', { agencyB: 404 }),
  row('DELETE /api/agency/documents/:id', { agencyB: 404 }),
  row('PATCH /api/agency/users/:id', { agencyB: 404 }),
  row('DELETE /api/agency/users/:id', { agencyB: 404 }),
  row('GET /api/agency/candidates/:id', { agencyB: 404 }),
  row('PUT /api/agency/candidates/:id', { agencyB: 404 }),
  row('POST /api/agency/candidates/:id/photo', { agencyB: 404 }),
  row('POST /api/agency/candidates/:id/documents/:type', { agencyB: 404 }),
  row('POST /api/agency/candidates/:id/listing', { agencyB: 404 }),
  row('DELETE /api/agency/candidates/:id/listing', { agencyB: 404 }),
  row('POST /api/agency/candidates/:id/listing/reconfirm', { agencyB: 404 }),
  row('POST /api/agency/offers/:id/answer', { agencyB: 404 }),
  row('POST /api/agency/interviews/:id/answer', { agencyB: 404 }),
  row('PATCH /api/agency/recruitments/:id', { agencyB: 404 }),
  row('GET /api/agency/accounts/:id', { agencyB: 404 }),
  row('PATCH /api/agency/accounts/:id', { agencyB: 404 }),
  row('POST /api/agency/accounts/:id/payments', { agencyB: 404 }),

  // --- Agency A's ids that the admin may also use: its owner and staff, or the admin
  row('PATCH /api/recruitments/:id', { agencyB: 404 }),
  row('POST /api/refund-cases/:id/payment', { agencyB: 404 }),
  row('GET /api/agency/documents/:id/file', { agencyB: 404 }),
  // A managed candidate's private photo or document file (its URL is in her profile).
  row('GET /api/managed-candidates/:id/files/:folder/:name', { agencyB: 404 }),
];
