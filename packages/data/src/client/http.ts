import type { z } from 'zod';
import { API_TIMEOUT_MS, type ErrorCode } from '../contract';
import { ApiError, apiErrorFromResponse, extractErrorMessage } from './api-error';
import { createStorageTokenStore, type TokenStore } from './token-store';

export const DEV_API_URL = 'http://localhost:3000/api';

let warnedAboutFallback = false;

/**
 * The base URL: the caller's (the portal passes '/api', same origin), else VITE_API_URL, else the
 * local development server, with one warning (§7).
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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<Schema extends z.ZodType> {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Contract schema the answer is parsed with. */
  schema: Schema;
  /** TanStack Query's cancellation signal; combined with the timeout. */
  signal?: AbortSignal | undefined;
  /** Last resort of the §8 message order, e.g. 'Login failed'. */
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
}

export interface ApiClient {
  readonly baseUrl: string;
  readonly tokenStore: TokenStore;
  request<Schema extends z.ZodType>(
    path: string,
    options: RequestOptions<Schema>,
  ): Promise<z.output<Schema>>;
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

  async function request<Schema extends z.ZodType>(
    path: string,
    {
      method = 'GET',
      query,
      body,
      schema,
      signal,
      fallbackMessage,
      expireSessionOn401 = true,
    }: RequestOptions<Schema>,
  ): Promise<z.output<Schema>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = tokenStore.get();
    if (token) headers.Authorization = `Bearer ${token}`;

    const timeout = AbortSignal.timeout(timeoutMs);
    let status: number;
    let payload: unknown;
    try {
      const response = await doFetch(buildUrl(baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      status = response.status;
      payload = parseJson(await response.text());
    } catch (thrown) {
      // The caller cancelled (a query went stale): let their own abort error through untouched.
      if (signal?.aborted) throw thrown;
      if (timeout.aborted) {
        const message = extractErrorMessage({
          thrown: new Error(`The server did not answer within ${timeoutMs / 1000} seconds`),
          fallback: fallbackMessage ?? 'Request timed out',
        });
        throw new ApiError({ status: 0, code: 'timeout', message, cause: thrown });
      }
      const message = extractErrorMessage({ thrown, fallback: fallbackMessage ?? 'Network error' });
      throw new ApiError({ status: 0, code: 'network', message, cause: thrown });
    }

    if (status < 200 || status >= 300) {
      if (status === 401 && expireSessionOn401) {
        tokenStore.clear();
        options.onUnauthorized?.();
      }
      throw apiErrorFromResponse(
        status,
        payload,
        fallbackMessage ?? `Request failed with status ${status}`,
      );
    }

    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new ApiError({
        status,
        code: 'invalid_response',
        message: fallbackMessage ?? 'The server sent an unexpected answer',
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  return { baseUrl, tokenStore, request };
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
