import {
  API_PREFIX,
  ERROR_HTTP_STATUS,
  endpoints,
  errorEnvelopeSchema,
  fieldErrorsFromIssues,
  type EndpointName,
  type ErrorCode,
  type FieldErrors,
  type Access,
  type Role,
  type User,
} from '@bayti/data/contract';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { signedInUser } from './session';

/** The endpoints that answer JSON (a `response` schema); binary ones (media) are mocked by hand. */
export type JsonEndpointName = {
  [Name in EndpointName]: (typeof endpoints)[Name] extends { response: z.ZodType } ? Name : never;
}[EndpointName];

type Endpoint<Name extends JsonEndpointName> = (typeof endpoints)[Name];

/** The parsed value of an endpoint's params, query or body schema; undefined when it has none. */
type Parsed<E, Key extends string> =
  E extends Record<Key, infer Schema extends z.ZodType> ? z.output<Schema> : undefined;

export interface MockRequest<Name extends JsonEndpointName> {
  request: Request;
  params: Parsed<Endpoint<Name>, 'params'>;
  query: Parsed<Endpoint<Name>, 'query'>;
  body: Parsed<Endpoint<Name>, 'body'>;
  /** The demo user whose mock token came with the request, if any. */
  user: User | null;
}

/** What a mock answers: the success body (checked against the contract) or any Response. */
export type MockAnswer<Name extends JsonEndpointName> =
  z.input<Endpoint<Name>['response']> | Response;

/** The server's messages (apps/api/src/errors.ts). */
export const VALIDATION_MESSAGE = 'Please check the highlighted fields.';
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';
export const NO_ACCESS_MESSAGE = 'You do not have access to this.';

/** A failure in the server's envelope, `{ error: { code, message, fields? } }`, with its status. */
export function apiError(code: ErrorCode, message: string, fields?: FieldErrors): Response {
  const envelope = errorEnvelopeSchema.parse({
    error: { code, message, ...(fields ? { fields } : {}) },
  });
  return HttpResponse.json(envelope, { status: ERROR_HTTP_STATUS[code] });
}

/** 400 with the fields the contract's schema refused, as the server's validation answers. */
function invalid(error: z.ZodError): Response {
  return apiError('validation', VALIDATION_MESSAGE, fieldErrorsFromIssues(error.issues));
}

type Validated = { ok: true; value: unknown } | { ok: false; response: Response };

function validate(schema: z.ZodType | undefined, input: unknown): Validated {
  if (!schema) return { ok: true, value: undefined };
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, response: invalid(result.error) };
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The msw URL of an endpoint: its contract path (`:param` segments) under API_PREFIX, any origin. */
export const mockUrl = (name: EndpointName) => `*${API_PREFIX}${endpoints[name].path}`;

/**
 * The server's guard of the endpoint's declared access, which runs before the body is even read:
 * 401 for a visitor, 403 for a signed-in user of another role; undefined when the request may go
 * on. Ownership rules are the mock's own to answer (404 for another's row).
 */
function refusal({ who }: Access, user: User | null): Response | undefined {
  if (who === 'visitor') return undefined;
  if (!user) return apiError('unauthorized', SIGN_IN_REQUIRED_MESSAGE);
  if (who !== 'signedIn' && !(who as readonly Role[]).includes(user.role)) {
    return apiError('forbidden', NO_ACCESS_MESSAGE);
  }
  return undefined;
}

function createHandler<Name extends JsonEndpointName>(
  name: Name,
  resolve: (request: MockRequest<Name>) => MockAnswer<Name> | Promise<MockAnswer<Name>>,
): HttpHandler {
  const endpoint: {
    method: string;
    access: Access;
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    response: z.ZodType;
    status: number;
  } = endpoints[name];
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';

  return http[method](mockUrl(name), async ({ request, params }) => {
    const user = signedInUser(request);
    const refused = refusal(endpoint.access, user);
    if (refused) return refused;

    const url = new URL(request.url);
    const parts = [
      validate(endpoint.params, params),
      validate(endpoint.query, Object.fromEntries(url.searchParams)),
      validate(endpoint.body, endpoint.body ? await readJson(request) : undefined),
    ];
    for (const part of parts) if (!part.ok) return part.response;
    const [parsedParams, parsedQuery, parsedBody] = parts.map((part) =>
      part.ok ? part.value : undefined,
    );

    const answer = await resolve({
      request,
      params: parsedParams,
      query: parsedQuery,
      body: parsedBody,
      user,
    } as MockRequest<Name>);
    if (answer instanceof Response) return answer;

    const checked = endpoint.response.safeParse(answer);
    if (!checked.success) {
      console.error(`The ${name} mock answered a shape outside the contract`, checked.error);
      throw new Error(`The ${name} mock drifted from the contract's response schema.`);
    }
    return HttpResponse.json(checked.data as JsonBodyType, { status: endpoint.status });
  });
}

/**
 * An msw handler for one endpoint of the contract, by name (its declaration with the schemas it
 * names, from the contract's `endpoints`). Its declared access is enforced first, as the server
 * does; the request is validated with its params, query and body schemas (a 400 like the
 * server's otherwise), and a success answer is parsed with its response schema and sent with its
 * status, so a mock that drifts from the contract fails loudly instead of teaching a story a
 * shape the server never sends.
 */
export function mockEndpoint<Name extends JsonEndpointName>(
  name: Name,
  resolve: (request: MockRequest<Name>) => MockAnswer<Name> | Promise<MockAnswer<Name>>,
): HttpHandler {
  return createHandler(name, resolve);
}

/** mockEndpoint of an endpoint only signed-in users may call: the resolver gets the user. */
export function mockSignedInEndpoint<Name extends JsonEndpointName>(
  name: Name,
  resolve: (
    request: MockRequest<Name> & { user: User },
  ) => MockAnswer<Name> | Promise<MockAnswer<Name>>,
): HttpHandler {
  if (endpoints[name].access.who === 'visitor') {
    throw new Error(`${name} is open to visitors: mock it with mockEndpoint.`);
  }
  return createHandler(name, (request) => {
    // The guard let the request through, so a user is present.
    const { user } = request;
    if (!user) return apiError('unauthorized', SIGN_IN_REQUIRED_MESSAGE);
    return resolve({ ...request, user });
  });
}
