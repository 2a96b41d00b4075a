import { endpoints } from '../contract/endpoints';
import type { ResponseRef } from '../contract/routes/route';

/*
 * Development, tests and Storybook only (loaded by http.ts outside production builds): checks a
 * route's answer against the contract's response schema, where a drift between server and
 * client is caught.
 */

const responseSchemas = new Map(
  Object.values(endpoints).flatMap((endpoint) =>
    'response' in endpoint ? [[`${endpoint.method} ${endpoint.path}`, endpoint.response]] : [],
  ),
);

export function checkAnswer(response: ResponseRef, status: number, payload: unknown) {
  // 204 No Content has no body to check (logout).
  if (status === 204 && payload === undefined) return { success: true as const, data: payload };
  const schema = responseSchemas.get(`${response.method} ${response.path}`);
  if (!schema) throw new Error(`No contract endpoint for ${response.method} ${response.path}`);
  return schema.safeParse(payload);
}
