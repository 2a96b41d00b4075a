import type { z } from 'zod';
import { API_TIMEOUT_MS } from '../contract/constants';
import type { ErrorCode } from '../contract/error-codes';
import type { HttpMethod, ResponseRef } from '../contract/routes/route';
import { ApiError, apiErrorFromResponse, extractErrorMessage } from './api-error';
import { createStorageTokenStore, type TokenStore } from './token-store';

export const DEV_API_URL = 'http://localhost:3000/api';

let warnedAboutFallback = false;

/**
 * The base URL: the caller's (the portal passes '/api', same origin), else VITE_API_URL, else the
 * local development server, with one warning.
 */
export function resolveBaseUrl(explicit?: string): string {
  // import.meta.env is Vite's; it is undefined when this runs under plain Node.
  const configured = explicit ?? import.meta.env?.VITE_API_URL;
  if (typeof configured === 'string' && configured.trim() !== '')
    return configured.trim().replace(/\/+$/, '');
  if (!warnedAboutFallback) {
    warnedAboutFallback = true;
    console.warn(`VITE_API_URL is not set; calling the development API at ${DEV_API_URL}.`);
  }
  return DEV_API_URL;
}

export type { HttpMethod };
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<Schema extends z.ZodType> {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Sent as multipart/form-data instead of `body` (uploads). The browser sets the boundary, so no
   * Content-Type is set here.
   */
  formData?: FormData | undefined;
  /** Overrides the client's timeout for this call (uploads of large files). */
  timeoutMs?: number | undefined;
  /**
   * What the answer is: a contract route's response (checked against the contract outside
   * production builds, see checkedAnswer) or a schema of the caller's own (always parsed).
   */
  schema: Schema | ResponseRef<Schema>;
  /** TanStack Query's cancellation signal; combined with the timeout. */
  signal?: AbortSignal | undefined;
  /** Last resort of the message order, e.g. 'Login failed'. */
  fallbackMessage?: string | undefined;
  /**
   * A 401 normally means the session expired: forget it and call onUnauthorized. Sign-in calls turn
   * this off, since there a 401 only means wrong credentials.
   */
  expireSessionOn401?: boolean;
}

export interface ApiClientOptions {
  baseUrl?: string;
  tokenStore?: TokenStore;
  /** Called after a 401 cleared the session; the portal sends the browser to /login. */
  onUnauthorized?: () => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The reader's language (a BCP 47 tag), sent as Accept-Language so errors come back in it. */
  language?: () => string | undefined;
}

export type DownloadOptions = Pick<
  RequestOptions<z.ZodType>,
  'query' | 'signal' | 'fallbackMessage' | 'timeoutMs'
>;

/** A file answered by the server (document downloads, private media). */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, when the server named the file. */
  fileName: string | null;
  contentType: string | null;
}

export interface ApiClient {
  readonly baseUrl: string;
  readonly tokenStore: TokenStore;
  request<Schema extends z.ZodType>(
    path: string,
    options: RequestOptions<Schema>,
  ): Promise<z.output<Schema>>;
  /** GET a file with the bearer token; errors as for request. */
  download(path: string, options?: DownloadOptions): Promise<DownloadedFile>;
}

/**
 * The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first, else the
 * quoted or bare `filename=`.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed escapes: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return value && value.trim() !== '' ? value : null;
}

export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Record<string, QueryValue>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = resolveBaseUrl(options.baseUrl);
  const tokenStore = options.tokenStore ?? createStorageTokenStore();
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  // Looked up per call so a test or polyfill installed later is honoured.
  const doFetch: typeof fetch = (...args) => (options.fetch ?? globalThis.fetch)(...args);

  interface SendOptions {
    method: HttpMethod;
    query: Record<string, QueryValue> | undefined;
    body: unknown;
    formData: FormData | undefined;
    accept: string;
    signal: AbortSignal | undefined;
    fallbackMessage: string | undefined;
    expireSessionOn401: boolean;
    timeoutMs: number;
  }

  /** One call: headers, timeout, transport errors and non-2xx answers as ApiError. */
  async function send(
    path: string,
    o: SendOptions,
  ): Promise<{ response: Response; timeout: AbortSignal }> {
    const headers: Record<string, string> = { Accept: o.accept };
    if (o.body !== undefined && o.formData === undefined)
      headers['Content-Type'] = 'application/json';
    const token = tokenStore.get();
    if (token) headers.Authorization = `Bearer ${token}`;
    const language = options.language?.();
    if (language) headers['Accept-Language'] = language;

    const timeout = AbortSignal.timeout(o.timeoutMs);
    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, o.query), {
        method: o.method,
        headers,
        body: o.formData ?? (o.body === undefined ? undefined : JSON.stringify(o.body)),
        signal: o.signal ? AbortSignal.any([o.signal, timeout]) : timeout,
      });
    } catch (thrown) {
      throw transportError(thrown, o, timeout);
    }

    if (response.status < 200 || response.status >= 300) {
      const payload = parseJson(await readText(response, o, timeout));
      // A 401 for a token that is no longer the stored one (signed out or in again meanwhile)
      // says nothing about the current session.
      const staleToken = token !== null && tokenStore.get() !== token;
      if (response.status === 401 && o.expireSessionOn401 && !staleToken) {
        tokenStore.clear();
        options.onUnauthorized?.();
      }
      throw apiErrorFromResponse(
        response.status,
        payload,
        o.fallbackMessage ?? `Request failed with status ${response.status}`,
      );
    }
    // The same timeout still covers reading the body.
    return { response, timeout };
  }

  /** The caller's own abort passes through untouched; a timeout or network failure is ApiError. */
  function transportError(
    thrown: unknown,
    o: Pick<SendOptions, 'signal' | 'fallbackMessage' | 'timeoutMs'>,
    timeout: AbortSignal,
  ): unknown {
    if (o.signal?.aborted) return thrown;
    if (timeout.aborted) {
      const message = extractErrorMessage({
        thrown: new Error(`The server did not answer within ${o.timeoutMs / 1000} seconds`),
        fallback: o.fallbackMessage ?? 'Request timed out',
      });
      return new ApiError({ status: 0, code: 'timeout', message, cause: thrown });
    }
    const message = extractErrorMessage({ thrown, fallback: o.fallbackMessage ?? 'Network error' });
    return new ApiError({ status: 0, code: 'network', message, cause: thrown });
  }

  async function readText(
    response: Response,
    o: Pick<SendOptions, 'signal' | 'fallbackMessage' | 'timeoutMs'>,
    timeout: AbortSignal,
  ): Promise<string> {
    try {
      return await response.text();
    } catch (thrown) {
      throw transportError(thrown, o, timeout);
    }
  }

  async function request<Schema extends z.ZodType>(
    path: string,
    {
      method = 'GET',
      query,
      body,
      formData,
      schema,
      signal,
      fallbackMessage,
      expireSessionOn401 = true,
      timeoutMs: callTimeoutMs,
    }: RequestOptions<Schema>,
  ): Promise<z.output<Schema>> {
    const sendOptions: SendOptions = {
      method,
      query,
      body,
      formData,
      accept: 'application/json',
      signal,
      fallbackMessage,
      expireSessionOn401,
      timeoutMs: callTimeoutMs ?? timeoutMs,
    };
    const { response, timeout } = await send(path, sendOptions);
    const status = response.status;
    const payload = parseJson(await readText(response, sendOptions, timeout));

    const parsed =
      'safeParse' in schema
        ? schema.safeParse(payload)
        : await checkedAnswer(schema, status, payload);
    if (!parsed.success) {
      throw new ApiError({
        status,
        code: 'invalid_response',
        message: fallbackMessage ?? 'The server sent an unexpected answer',
        cause: parsed.error,
      });
    }
    return parsed.data as z.output<Schema>;
  }

  async function download(
    path: string,
    { query, signal, fallbackMessage, timeoutMs: callTimeoutMs }: DownloadOptions = {},
  ): Promise<DownloadedFile> {
    const sendOptions: SendOptions = {
      method: 'GET',
      query,
      body: undefined,
      formData: undefined,
      accept: '*/*',
      signal,
      fallbackMessage,
      expireSessionOn401: true,
      timeoutMs: callTimeoutMs ?? timeoutMs,
    };
    const { response, timeout } = await send(path, sendOptions);
    let blob: Blob;
    try {
      blob = await response.blob();
    } catch (thrown) {
      throw transportError(thrown, sendOptions, timeout);
    }
    return {
      blob,
      fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')),
      contentType: response.headers.get('Content-Type'),
    };
  }

  return { baseUrl, tokenStore, request, download };
}

/**
 * A contract route's answer. The server validates and serialises every answer through the same
 * response schema (fastify-type-provider-zod's serializer refuses one that does not match, and
 * no response schema transforms, defaults or coerces), so a production build takes the JSON as
 * it is and leaves zod and the contract out of the pages (docs/decisions/0011). Development,
 * tests and Storybook check it again against the contract, where a drift is caught.
 */
async function checkedAnswer(
  response: ResponseRef,
  status: number,
  payload: unknown,
): Promise<{ success: true; data: unknown } | { success: false; error: unknown }> {
  // Vite replaces import.meta.env.PROD with true in a build; it is undefined under plain Node.
  if (import.meta.env?.PROD) return { success: true, data: payload };
  const { checkAnswer } = await import('./answer-check');
  return checkAnswer(response, status, payload);
}

/** TanStack Query retry policy: never retry answers that will not change (4xx), twice otherwise. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const permanent = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !permanent && failureCount < 2;
}

/** Whether an error is a given server code, e.g. isErrorCode(error, 'plan_required'). */
export function isErrorCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}
