import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { pathFor } from '../contract';
import { retryUnlessClientError, type ApiClient, type HttpMethod, type QueryValue } from './http';

/*
 * The shape every contract fetcher shares: fill the path, send the query or body, parse the answer
 * with the endpoint's schema; and the query options every list and detail shares (no retry on a
 * 4xx). Each resource file keeps its own named fetchers and keys over these.
 */

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

interface Endpoint<Schema extends z.ZodType> {
  method: HttpMethod;
  path: string;
  response: Schema;
}

interface EndpointCall extends CallOptions {
  /** Path parameters (`:id` and the like). */
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  formData?: FormData;
  timeoutMs?: number;
  fallbackMessage?: string;
}

/** One call of a contract endpoint; the parsed answer (its `{ data }` envelope). */
export function callEndpoint<Schema extends z.ZodType>(
  client: ApiClient,
  endpoint: Endpoint<Schema>,
  { params, query, ...options }: EndpointCall = {},
): Promise<z.output<Schema>> {
  return client.request(params ? pathFor(endpoint.path, params) : endpoint.path, {
    method: endpoint.method,
    ...(query ? { query: query as Record<string, QueryValue> } : {}),
    schema: endpoint.response,
    ...options,
  });
}

/** Query options of a fetcher: cancelled through TanStack's signal, not retried after a 4xx. */
export const fetcherQueryOptions = <T, Key extends QueryKey>(
  queryKey: Key,
  fetch: (signal: AbortSignal) => Promise<T>,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    retry: retryUnlessClientError,
  });
