import type { z } from 'zod';
import type { Id } from '../contract';
import { UPLOAD_FILE_FIELD, UPLOAD_TIMEOUT_MS } from '../contract/constants';
import { pathFor, type ResponseRef } from '../contract/routes/route';
import { type ApiClient, type DownloadedFile, type HttpMethod, type QueryValue } from './http';

/*
 * The calls that are more than JSON in and out, over an endpoint's zod-free route: a multipart
 * upload (a document's, a photo's), a document's View, and the sign-out that must not expire
 * the session it ends. JSON calls are derived from their declaration (route-call.ts). Only
 * zod-free modules are imported here: public pages load this file (docs/decisions/0011).
 */

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

interface Endpoint<Schema extends z.ZodType> {
  method: HttpMethod;
  path: string;
  response: ResponseRef<Schema>;
}

export interface EndpointCall extends CallOptions {
  /** Path parameters (`:id` and the like). */
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  formData?: FormData;
  timeoutMs?: number;
  fallbackMessage?: string;
  expireSessionOn401?: boolean;
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

/** The `data` of an endpoint's `{ data }` answer. */
export async function callData<Schema extends z.ZodType<{ data: unknown }>>(
  client: ApiClient,
  endpoint: Endpoint<Schema>,
  call: EndpointCall = {},
): Promise<z.output<Schema>['data']> {
  return (await callEndpoint(client, endpoint, call)).data;
}

/** The multipart body of an upload: the file under `file`, with its name as the title. */
export function uploadForm(
  file: Blob,
  fileName?: string,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  // Text fields first: the server reads them before it streams the file.
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const name = fileName ?? (file instanceof File ? file.name : 'upload');
  form.append(UPLOAD_FILE_FIELD, file, name);
  return form;
}

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
