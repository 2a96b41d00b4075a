import { schemaNamed } from '../contract/endpoints';
import type { ResponseRef } from '../contract/routes/route';

/*
 * Development, tests and Storybook only (loaded by http.ts outside production builds): checks a
 * route's answer against the response schema its declaration names, where a drift between
 * server and client is caught.
 */

export function checkAnswer(response: ResponseRef, status: number, payload: unknown) {
  // 204 No Content has no body to check (logout).
  if (status === 204 && payload === undefined) return { success: true as const, data: payload };
  return schemaNamed(response.schema).safeParse(payload);
}
