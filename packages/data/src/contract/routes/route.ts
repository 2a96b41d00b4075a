import type { z } from 'zod';
import type { Role } from '../auth';
import type { ErrorCode } from '../error-codes';
import type * as Contract from '../schemas';

/*
 * An endpoint is declared once, here (docs/decisions/0015): its method, path, who may call it,
 * the errors its service answers, its one-line doc, its success status, and its schemas named by
 * their export name in the contract (`query: 'adminUsersQuerySchema'`). The names are checked by
 * the type system and are plain strings at run time, so a page that calls one endpoint loads its
 * path and a few names, not the contract's schemas (page budgets, docs/decisions/0011). The
 * server, the development answer check and the story mocks resolve the names against the
 * contract (../endpoints.ts: `schemasOf`, `endpoints`).
 */

/** Every path below is under this prefix. */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schemas = typeof Contract;

/** The export name of one of the contract's zod schemas: `'adminUsersQuerySchema'`. */
export type SchemaName = {
  [Name in keyof Schemas]: Schemas[Name] extends z.ZodType ? Name : never;
}[keyof Schemas];

/** The schema a name names (a type). */
export type NamedSchema<Name extends SchemaName> = Schemas[Name];

declare const answerSchema: unique symbol;

/**
 * An endpoint's JSON answer: its method and path, and its response schema by name. The schema
 * itself is looked up in the contract only where answers are checked (development, tests,
 * Storybook).
 */
export interface ResponseRef<Schema extends z.ZodType = z.ZodType> {
  readonly method: HttpMethod;
  readonly path: string;
  /** The response schema's export name in the contract. */
  readonly schema: SchemaName;
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
  | 'activePlan'
  /**
   * The conversation's family, its worker (when she lists herself) or a member of its agency;
   * anyone else's ids answer 404.
   */
  | 'conversationParty';

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

/** What an endpoint's declaration says besides its method and path. */
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
  /** The schema of the `:param` segments of the path. */
  readonly params?: SchemaName;
  /** The schema of the query string. */
  readonly query?: SchemaName;
  /** The schema of the JSON body. */
  readonly body?: SchemaName;
  /** A multipart/form-data body: its text fields' schema, the file's field, its largest size. */
  readonly multipart?: {
    readonly fields?: SchemaName;
    readonly file: string;
    readonly maxBytes: number;
  };
  /** The success status; 200 unless it says otherwise. */
  readonly status?: number;
}

/** The facts of an endpoint that answers JSON: the schema of its answer too. */
export interface JsonRouteFacts extends RouteFacts {
  readonly response: SchemaName;
}

/** Refuses a key the facts do not have (a misspelt `qeury` would otherwise pass unseen). */
type Only<F, Allowed> = F & { readonly [Key in Exclude<keyof F, keyof Allowed>]: never };

type InputKeys = 'params' | 'query' | 'body' | 'multipart';

/** What every declared route carries, with its literal method, path, status and schema names. */
export type Route<M extends HttpMethod, P extends string, F extends RouteFacts> = {
  readonly method: M;
  readonly path: P;
  readonly access: Access;
  readonly doc: string;
  readonly tag: string;
  readonly errors: readonly ErrorCode[];
  readonly status: F extends { readonly status: infer S extends number } ? S : 200;
} & Pick<F, Extract<keyof F, InputKeys>>;

/** A route that answers JSON: its `response` names the answer's schema (`schema`). */
export type JsonRouteOf<M extends HttpMethod, P extends string, F extends JsonRouteFacts> = Route<
  M,
  P,
  F
> & {
  readonly response: ResponseRef<NamedSchema<F['response']>> & { readonly schema: F['response'] };
};

/** A route that answers a file (a download), not JSON. */
export type FileRouteOf<M extends HttpMethod, P extends string, F extends RouteFacts> = Route<
  M,
  P,
  F
> & { readonly binary: true };

/** Any declared route, as code that reads every route sees it. */
export interface DeclaredRoute extends Omit<RouteFacts, 'tag' | 'errors' | 'status'> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly tag: string;
  readonly errors: readonly ErrorCode[];
  readonly status: number;
  readonly response?: ResponseRef;
  readonly binary?: true;
}

/** The `route` and `fileRoute` of one module, each route tagged `tag` unless it says otherwise. */
export function routesOf(tag: string) {
  const facts = ({ tag: given, ...rest }: RouteFacts) => ({
    errors: [],
    status: 200,
    ...rest,
    tag: given ?? tag,
  });
  return {
    /** `route('GET', '/candidates', { access, doc, query: 'candidatesQuerySchema', response: … })` */
    route: <const M extends HttpMethod, const P extends string, const F extends JsonRouteFacts>(
      method: M,
      path: P,
      given: Only<F, JsonRouteFacts>,
    ): JsonRouteOf<M, P, F> => {
      const { response, ...rest } = given as JsonRouteFacts;
      return {
        method,
        path,
        ...facts(rest),
        response: { method, path, schema: response },
      } as unknown as JsonRouteOf<M, P, F>;
    },
    /** An endpoint that answers a file (a download), not JSON. */
    fileRoute: <const M extends HttpMethod, const P extends string, const F extends RouteFacts>(
      method: M,
      path: P,
      given: Only<F, RouteFacts>,
    ): FileRouteOf<M, P, F> =>
      ({ method, path, ...facts(given), binary: true }) as unknown as FileRouteOf<M, P, F>,
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
