import type { z } from 'zod';
import type { Role } from '../auth';
import type { ErrorCode } from '../error-codes';

/*
 * A route is the zod-free half of an endpoint's one declaration: its method, path, who may call
 * it, the errors its service answers, its one-line doc and, as a type only, the schema of its
 * answer. No zod runs here, so a page that calls one endpoint loads its path, not the contract
 * (page budgets, docs/decisions/0011). The server's table (../endpoints.ts) spreads each route and
 * adds the schemas it validates and serialises with (docs/decisions/0015).
 */

/** Every path below is under this prefix. */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

declare const answerSchema: unique symbol;

/**
 * Names the response schema of an endpoint by its method and path. The schema itself is looked
 * up in the contract only where answers are checked (development, tests, Storybook).
 */
export interface ResponseRef<Schema extends z.ZodType = z.ZodType> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Type only, never set: what the endpoint answers. */
  readonly [answerSchema]?: Schema;
}

/**
 * The rule a service applies on top of the roles, by name (docs/decisions/0015 says what each
 * means); the route only names it, the service enforces it.
 */
export type OwnershipRule =
  /** The caller's own account, profile or rows, found from the session; no id of another. */
  | 'self'
  /** An agency member reaches its own agency's rows only; another agency's ids answer 404. */
  | 'ownAgency'
  /** A family reaches its own pipeline rows only; another family's ids answer 404. */
  | 'ownPipelineEntry'
  /** A family reaches its own invoices only; another family's ids answer 404. */
  | 'ownInvoice'
  /** A worker reaches her own documents only; another worker's ids answer 404. */
  | 'ownDocument'
  /** The worker herself, an admin, or the agency managing her; anyone else gets 404. */
  | 'workerFile'
  /** The admin, or the agency managing the candidate; another agency gets 404. */
  | 'managingAgency'
  /** Public while the profile is listed; otherwise only its owner, an admin or her agency. */
  | 'listedOrAuthorised'
  /** A family with a running access plan (403 plan_required without), or an admin. */
  | 'activePlan';

/** Who may call an endpoint: the server checks `who` before the handler runs. */
export interface Access {
  /** 'visitor': anyone, signed in or not; 'signedIn': any account; else the roles allowed. */
  readonly who: 'visitor' | 'signedIn' | readonly [Role, ...Role[]];
  readonly rule?: OwnershipRule;
}

export const visitor = (rule?: OwnershipRule): Access => ({ who: 'visitor', rule });
export const signedIn = (rule?: OwnershipRule): Access => ({ who: 'signedIn', rule });
export const allow = (roles: readonly [Role, ...Role[]], rule?: OwnershipRule): Access => ({
  who: roles,
  rule,
});

/** What an endpoint's declaration says besides its method, path and schemas. */
export interface RouteFacts {
  readonly access: Access;
  /** One line: the OpenAPI summary. */
  readonly doc: string;
  /** The OpenAPI tag; routesOf gives a module's default. */
  readonly tag?: string;
  /**
   * The error codes the service answers beyond those its access (401, 403) and its input
   * schemas (400 validation) imply.
   */
  readonly errors?: readonly ErrorCode[];
}

/** The `route` and `fileRoute` of one module, each route tagged `tag` unless it says otherwise. */
export function routesOf(tag: string) {
  const facts = (given: RouteFacts) => ({ errors: [], ...given, tag: given.tag ?? tag });
  return {
    /** `route('GET', '/candidates', facts).answers<typeof candidatesListResponseSchema>()` */
    route: <const M extends HttpMethod, const P extends string>(
      method: M,
      path: P,
      given: RouteFacts,
    ) => ({
      answers: <Schema extends z.ZodType>() => {
        const response: ResponseRef<Schema> = { method, path };
        return { method, path, ...facts(given), response };
      },
    }),
    /** An endpoint that answers a file (a download), not JSON. */
    fileRoute: <const M extends HttpMethod, const P extends string>(
      method: M,
      path: P,
      given: RouteFacts,
    ) => ({ method, path, ...facts(given) }),
  };
}

/** Fills `:name` segments: pathFor('/candidates/:id', { id: 3 }) -> '/candidates/3'. */
export function pathFor(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The response schema a ResponseRef names (a type). */
export type SchemaOf<Ref> = Ref extends ResponseRef<infer Schema> ? Schema : never;
