import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { UPLOAD_TIMEOUT_MS, pathFor, type Id, type ResponseRef } from '../contract';
import { uploadForm } from './candidate-profile';
import {
  retryUnlessClientError,
  type ApiClient,
  type DownloadedFile,
  type HttpMethod,
  type QueryValue,
} from './http';

/*
 * The shape every contract fetcher shares: fill the path, send the query or body, parse the answer
 * with the endpoint's schema; and the query options every list and detail shares (no retry on a
 * 4xx), and a document's upload and View. Each resource file keeps its own named fetchers and keys over these.
 */

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

interface Endpoint<Schema extends z.ZodType> {
  method: HttpMethod;
  path: string;
  response: ResponseRef<Schema>;
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

/**
 * Sends a document's file (a new upload with its category, or an Update by id) as multipart,
 * with the upload timeout; the stored document.
 */
export async function sendDocumentFile<Schema extends z.ZodType<{ data: { document: unknown } }>>(
  client: ApiClient,
  endpoint: Endpoint<Schema>,
  {
    file,
    fileName,
    fields,
    params,
  }: {
    file: Blob;
    fileName?: string | undefined;
    fields?: Record<string, string>;
    params?: Record<string, string | number>;
  },
  { signal }: CallOptions = {},
): Promise<z.output<Schema>['data']['document']> {
  const answer = await callEndpoint(client, endpoint, {
    ...(params ? { params } : {}),
    formData: uploadForm(file, fileName, fields),
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    fallbackMessage: 'Upload failed',
  });
  return answer.data.document;
}

/** A document's file through the bearer token (View), with the upload timeout. */
export function downloadDocumentFile(
  client: ApiClient,
  path: string,
  id: Id,
  { signal }: CallOptions = {},
): Promise<DownloadedFile> {
  return client.download(pathFor(path, { id }), {
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    fallbackMessage: 'Failed to open the document',
  });
}
