import {
  ERROR_HTTP_STATUS,
  type Access,
  type ErrorCode,
  type HttpMethod,
} from '@bayti/data/contract';
import type {
  ContextConfigDefault,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Guard, Guards } from '../auth/guards';
import { bearerSecurity, errorResponses } from './error-schemas';
import type { RoutesPlugin } from './types';

/**
 * An endpoint's one declaration with the schemas it names (@bayti/data's `endpoints`, built
 * from its routes): facts, access and schemas.
 */
export interface Declared {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  readonly doc: string;
  readonly tag: string;
  readonly errors: readonly ErrorCode[];
  readonly status: number;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly multipart?: object;
  readonly response?: z.ZodType;
}

type App = Parameters<RoutesPlugin>[0];

type AnswerOf<E> = E extends { response: infer R extends z.ZodType } ? R : never;

/**
 * The Fastify schema an endpoint's declaration gives its route (what types the handler): `A` is
 * its answer, sent with its status or one of the statuses `S`.
 */
export type SchemaOf<E extends Declared, S extends number, A> = {
  params: E extends { params: infer P } ? P : undefined;
  querystring: E extends { query: infer Q } ? Q : undefined;
  body: E extends { body: infer B } ? B : undefined;
} & ([A] extends [never] ? unknown : { response: Record<E['status'] | S, A> });

export type EndpointHandler<E extends Declared, S extends number, A> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E, S, A>,
  ZodTypeProvider
>;

/** What a route may add to its declaration: serialisation, validation and logging options. */
export type EndpointOptions<S extends number, A> = Pick<
  RouteShorthandOptions,
  'attachValidation' | 'serializerCompiler' | 'logLevel'
> & {
  /** Replaces the declared answer in the route's schema (a 204 without a body). */
  answer?: A;
  /** Other success statuses answering the same schema (200 for a row already there). */
  alsoAnswers?: readonly S[];
};

/** The guard that enforces `access.who` before the body is even parsed; none for visitors. */
export function guardFor(access: Access, guards: Guards): Guard | undefined {
  if (access.who === 'visitor') return undefined;
  if (access.who === 'signedIn') return guards.signedIn;
  return guards.roles(...access.who);
}

/** The error statuses an endpoint can answer: its access's, its input's, its service's. */
export function errorStatusesOf(endpoint: Declared) {
  const statuses = endpoint.errors.map((code) => ERROR_HTTP_STATUS[code]);
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.multipart)
    statuses.push(ERROR_HTTP_STATUS.validation);
  if (endpoint.access.who !== 'visitor') statuses.push(ERROR_HTTP_STATUS.unauthorized);
  if (Array.isArray(endpoint.access.who)) statuses.push(ERROR_HTTP_STATUS.forbidden);
  return [...new Set(statuses)].toSorted() as Parameters<typeof errorResponses>;
}

/**
 * Registers an endpoint from its declaration: method, path, schemas, the OpenAPI summary, tag,
 * security and error answers, and the guard of its declared access, which runs before the
 * handler (docs/decisions/0015). An endpoint without an access rule is refused at start-up.
 */
export function registerEndpoint<
  E extends Declared,
  const S extends number = never,
  A extends z.ZodType = AnswerOf<E>,
>(
  app: App,
  guards: Guards,
  endpoint: E,
  handler: EndpointHandler<E, S, A>,
  options: EndpointOptions<S, A> = {},
): void {
  const { access } = endpoint as Partial<E>;
  if (!access?.who) throw new Error(`${endpoint.method} ${endpoint.path} declares no access rule`);
  const { answer, alsoAnswers = [], ...routeOptions } = options;
  const answered = answer ?? endpoint.response;
  const guard = guardFor(access, guards);
  const schema: FastifySchema = {
    tags: [endpoint.tag],
    summary: endpoint.doc,
    ...(access.rule ? { description: `Ownership rule: ${access.rule}` } : {}),
    ...(guard ? { security: bearerSecurity } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    response: {
      ...(answered
        ? Object.fromEntries([endpoint.status, ...alsoAnswers].map((status) => [status, answered]))
        : {}),
      ...errorResponses(...errorStatusesOf(endpoint)),
    },
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(guard ? { onRequest: guard } : {}),
    ...routeOptions,
    schema,
    handler: handler as RouteHandlerMethod,
  });
}
