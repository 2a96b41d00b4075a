import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  pathFor,
  type HttpMethod,
  type NamedSchema,
  type ResponseRef,
  type SchemaName,
} from '../contract/routes/route';
import { callEndpoint, type EndpointCall } from './endpoint-call';
import { retryUnlessClientError, type ApiClient } from './http';

/*
 * Every JSON endpoint's browser call and TanStack Query options, derived from its declaration:
 * `callRoute(api, adminUsersRoutes.createAdminUser, { body })`,
 * `routeQuery(api, adminUsersRoutes.adminUsers, { query })`. What a call sends and answers is
 * typed from the schemas its route names (a type only: no zod runs here, docs/decisions/0011).
 * No resource keeps a hand-written fetcher.
 */

/** A zod-free route that answers JSON. */
export interface JsonRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly response: ResponseRef;
}

/** The input type of the schema a route names under `Key`; undefined when it names none. */
type InputOf<R, Key extends string> =
  R extends Record<Key, infer Name extends SchemaName> ? z.input<NamedSchema<Name>> : undefined;

type Defined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** What a call sends: the path params, query and body its schemas take, and nothing else. */
export type RouteInput<R extends JsonRoute> = Defined<{
  params: InputOf<R, 'params'>;
  query: InputOf<R, 'query'>;
  body: InputOf<R, 'body'>;
}>;

type AnswerOf<R extends JsonRoute> = R['response'] extends {
  readonly schema: infer Name extends SchemaName;
}
  ? z.output<NamedSchema<Name>>
  : never;

/** What a call gives: the `data` of a `{ data }` answer, else the whole answer. */
export type RouteAnswer<R extends JsonRoute> =
  AnswerOf<R> extends { data: infer Data }
    ? keyof AnswerOf<R> extends 'data'
      ? Data
      : AnswerOf<R>
    : AnswerOf<R>;

/** A route's input, then the call's options; the input is optional when nothing in it is required. */
type Args<R extends JsonRoute, Options> =
  Partial<RouteInput<R>> extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: Options]
    : [input: RouteInput<R>, options?: Options];

export interface RouteCallOptions {
  signal?: AbortSignal | undefined;
  /** The headline when the server's answer has none (a network failure, say). */
  fallbackMessage?: string | undefined;
  /** Only sign-in calls turn this off: there a 401 means wrong credentials. */
  expireSessionOn401?: boolean;
  timeoutMs?: number | undefined;
}

const isDataEnvelope = (answer: unknown): answer is { data: unknown } =>
  typeof answer === 'object' &&
  answer !== null &&
  Object.keys(answer).length === 1 &&
  'data' in answer;

/** One call of a route: its path filled, its query or JSON body sent, its answer checked. */
export async function callRoute<R extends JsonRoute>(
  client: ApiClient,
  route: R,
  ...[input, options = {}]: Args<R, RouteCallOptions>
): Promise<RouteAnswer<R>> {
  const answer: unknown = await callEndpoint(client, route, {
    ...(input as EndpointCall | undefined),
    ...options,
  });
  return (isDataEnvelope(answer) ? answer.data : answer) as RouteAnswer<R>;
}

/**
 * The cache key of a route's answer: its filled path's segments, then its query. So
 * `routeKey(adminUsersRoutes.adminUsers)` (`['admin', 'users']`) is the prefix of every page of
 * the list and of each user's `['admin', 'users', '7']`: invalidating it refetches them all.
 * Without params a path keeps only the segments before its first `:param`.
 */
export function routeKey<R extends JsonRoute>(route: R, input?: Partial<RouteInput<R>>): QueryKey {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: object;
  };
  const segments = (params ? pathFor(route.path, params) : route.path).split('/').filter(Boolean);
  const firstParam = segments.findIndex((segment) => segment.startsWith(':'));
  const filled = firstParam === -1 ? segments : segments.slice(0, firstParam);
  return query === undefined ? filled : [...filled, query];
}

/** The query options of a route: keyed by routeKey, cancelled by TanStack, no retry after a 4xx. */
export function routeQuery<R extends JsonRoute>(
  client: ApiClient,
  route: R,
  ...[input, { staleTime } = {}]: Args<R, { staleTime?: number }>
) {
  return queryOptions({
    queryKey: routeKey(route, input as Partial<RouteInput<R>> | undefined),
    queryFn: ({ signal }) =>
      callRoute(client, route, ...([input, { signal }] as Args<R, RouteCallOptions>)),
    retry: retryUnlessClientError,
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/** callRoute and routeQuery bound to one client: the portal's `apiCall` and `apiQuery`. */
export function routeCalls(client: ApiClient) {
  return {
    call: <R extends JsonRoute>(route: R, ...args: Args<R, RouteCallOptions>) =>
      callRoute(client, route, ...args),
    query: <R extends JsonRoute>(route: R, ...args: Args<R, { staleTime?: number }>) =>
      routeQuery(client, route, ...args),
  };
}
