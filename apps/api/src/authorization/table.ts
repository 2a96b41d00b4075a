import { API_PREFIX, endpoints, type Access, type Role } from '@bayti/data/contract';

/*
 * Who may call each endpoint. Each endpoint's declaration (@bayti/data's `endpoints`) says who
 * may call it; `accessOutcome` turns that into the 401 or 403 each caller gets before the handler
 * runs. The rows below add what needs a world: every admin and agency route with the outcome for
 * each of the seven callers, where an id of another agency answers 404.
 *
 *   'ok'  any 2xx
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

export interface Row {
  route: RouteKey;
  outcomes: Record<Caller, Outcome>;
}

const ok = 'ok' as const;

/** One row: the route, then the outcome per caller in the order of CALLERS. */
function row(
  route: RouteKey,
  ...outcomes: [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]
): Row {
  return {
    route,
    outcomes: Object.fromEntries(CALLERS.map((caller, i) => [caller, outcomes[i]])) as Record<
      Caller,
      Outcome
    >,
  };
}

// prettier-ignore
export const AUTHORIZATION_TABLE: readonly Row[] = [
  //  route                                                         visitor family worker agencyA staffA agencyB admin
  // --- Admin back office: the admin alone ----------------------------------------------------------------------------
  row('PUT /api/admin/me/pin',                                      401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/positions',                                   401,    403,   403,   403,    403,   403,    ok),
  row('PUT /api/admin/positions',                                   401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/inbox',                                       401,    403,   403,   403,    403,   403,    ok),
  row('PATCH /api/admin/inbox/:kind/:id',                           401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/users',                                       401,    403,   403,   403,    403,   403,    ok),
  row('POST /api/admin/users',                                      401,    403,   403,   403,    403,   403,    ok),
  row('PATCH /api/admin/users/:id',                                 401,    403,   403,   403,    403,   403,    ok),
  row('DELETE /api/admin/users/:id',                                401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/orders',                                      401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/orders.csv',                                  401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/invoices',                                    401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/invoices.csv',                                401,    403,   403,   403,    403,   403,    ok),
  row('PATCH /api/admin/invoices/:id',                              401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/reports',                                     401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/candidates',                                  401,    403,   403,   403,    403,   403,    ok),
  row('POST /api/admin/candidates',                                 401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/candidates/:id',                              401,    403,   403,   403,    403,   403,    ok),
  row('PUT /api/admin/candidates/:id',                              401,    403,   403,   403,    403,   403,    ok),
  row('POST /api/admin/candidates/:id/photo',                       401,    403,   403,   403,    403,   403,    ok),
  row('POST /api/admin/candidates/:id/documents/:type',             401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/analytics',                                   401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/analytics/agencies',                          401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/agencies',                                    401,    403,   403,   403,    403,   403,    ok),
  row('POST /api/admin/agencies',                                   401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/agencies/:id',                                401,    403,   403,   403,    403,   403,    ok),
  row('PUT /api/admin/agencies/:id',                                401,    403,   403,   403,    403,   403,    ok),
  row('PATCH /api/admin/agencies/:id/status',                       401,    403,   403,   403,    403,   403,    ok),
  row('PUT /api/admin/agencies/:id/pin',                            401,    403,   403,   403,    403,   403,    ok),
  row('POST /api/admin/agencies/:id/logo',                          401,    403,   403,   403,    403,   403,    ok),
  row('POST /api/admin/agencies/:id/legal-documents/:kind',         401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/agencies/:id/legal-documents/:kind/file',     401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/agencies/:id/documents',                      401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/clients',                                     401,    403,   403,   403,    403,   403,    ok),
  row('GET /api/admin/clients/:id',                                 401,    403,   403,   403,    403,   403,    ok),
  row('PATCH /api/admin/clients/:id/status',                        401,    403,   403,   403,    403,   403,    ok),

  // --- Agency dashboard, the caller's own agency: owner and staff (agency B on its own) ------------------------------
  row('GET /api/agencies/my-agency',                                401,    403,   403,   ok,     ok,    ok,     403),
  row('PUT /api/agencies/my-agency',                                401,    403,   403,   ok,     ok,    ok,     403),
  row('GET /api/agency/positions',                                  401,    403,   403,   ok,     ok,    ok,     403),
  row('PUT /api/agency/positions',                                  401,    403,   403,   ok,     ok,    ok,     403),
  row('POST /api/agencies/my-agency/logo',                          401,    403,   403,   ok,     ok,    ok,     403),
  row('GET /api/agency/documents',                                  401,    403,   403,   ok,     ok,    ok,     403),
  row('POST /api/agency/documents',                                 401,    403,   403,   ok,     ok,    ok,     403),
  row('GET /api/agency/users',                                      401,    403,   403,   ok,     ok,    ok,     403),
  row('POST /api/agency/users',                                     401,    403,   403,   ok,     ok,    ok,     403),
  row('GET /api/agency/candidates',                                 401,    403,   403,   ok,     ok,    ok,     403),
  row('POST /api/agency/candidates',                                401,    403,   403,   ok,     ok,    ok,     403),
  row('GET /api/agency/recruitments',                               401,    403,   403,   ok,     ok,    ok,     403),
  row('GET /api/agency/accounts',                                   401,    403,   403,   ok,     ok,    ok,     403),
  row('GET /api/agency/analytics',                                  401,    403,   403,   ok,     ok,    ok,     403),
  row('GET /api/agency/reports',                                    401,    403,   403,   ok,     ok,    ok,     403),

  // --- Agency A's ids: its owner and staff; agency B finds nothing ---------------------------------------------------
  row('PUT /api/agency/documents/:id',                              401,    403,   403,   ok,     ok,    404,    403),
  row('DELETE /api/agency/documents/:id',                           401,    403,   403,   ok,     ok,    404,    403),
  row('PATCH /api/agency/users/:id',                                401,    403,   403,   ok,     ok,    404,    403),
  row('DELETE /api/agency/users/:id',                               401,    403,   403,   ok,     ok,    404,    403),
  row('GET /api/agency/candidates/:id',                             401,    403,   403,   ok,     ok,    404,    403),
  row('PUT /api/agency/candidates/:id',                             401,    403,   403,   ok,     ok,    404,    403),
  row('POST /api/agency/candidates/:id/photo',                      401,    403,   403,   ok,     ok,    404,    403),
  row('POST /api/agency/candidates/:id/documents/:type',            401,    403,   403,   ok,     ok,    404,    403),
  row('PATCH /api/agency/recruitments/:id',                         401,    403,   403,   ok,     ok,    404,    403),
  row('GET /api/agency/accounts/:id',                               401,    403,   403,   ok,     ok,    404,    403),
  row('PATCH /api/agency/accounts/:id',                             401,    403,   403,   ok,     ok,    404,    403),
  row('POST /api/agency/accounts/:id/payments',                     401,    403,   403,   ok,     ok,    404,    403),

  // --- Agency A's ids that the admin may also use: its owner and staff, or the admin ---------------------------------
  row('PATCH /api/recruitments/:id',                                401,    403,   403,   ok,     ok,    404,    ok),
  row('GET /api/agency/documents/:id/file',                         401,    403,   403,   ok,     ok,    404,    ok),
  // A managed candidate's private photo or document file (its URL is in her profile).
  row('GET /api/managed-candidates/:id/files/:folder/:name',        401,    403,   403,   ok,     ok,    404,    ok),
];

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
    (endpoint) => [`${endpoint.method} ${API_PREFIX}${endpoint.path}` as RouteKey, endpoint] as const,
  ),
);

/** Routes no declaration describes: the load balancer's probe and the OpenAPI document, public. */
export const INFRASTRUCTURE = /^GET \/api\/(health|openapi\.json|docs(\/.*)?)$/;
