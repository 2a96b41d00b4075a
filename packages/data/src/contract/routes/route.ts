import type { z } from 'zod';

/*
 * A route is an endpoint as the browser needs it: its method, its path and, as a type only, the
 * schema of its answer. No zod runs here, so a page that calls one endpoint loads its path, not
 * the contract (page budgets, docs/decisions/0011). The server's table (../endpoints.ts) spreads
 * each route and adds the schemas it validates and serialises with.
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

/** `route('GET', '/candidates').answers<typeof candidatesListResponseSchema>()` */
export function route<const M extends HttpMethod, const P extends string>(method: M, path: P) {
  return {
    answers: <Schema extends z.ZodType>() => {
      const response: ResponseRef<Schema> = { method, path };
      return { method, path, response };
    },
  };
}

/** An endpoint that answers a file (a download), not JSON. */
export const fileRoute = <const M extends HttpMethod, const P extends string>(
  method: M,
  path: P,
) => ({
  method,
  path,
});

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
