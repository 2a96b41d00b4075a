import { ROLES, type Role } from '@bayti/data/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, demoEmail, signIn, startTestApp, type TestApp } from './harness';

export type RoleTokens = Record<Role, string>;

/** A fresh session for each seeded demo account (one per role). */
export async function signInEveryRole(t: TestApp): Promise<RoleTokens> {
  const entries = await Promise.all(
    ROLES.map(async (role) => [role, await signIn(t.app, demoEmail(role))] as const),
  );
  return Object.fromEntries(entries) as RoleTokens;
}

/**
 * The app for a test file: started on the seeded demo data before its tests, with a fresh session
 * for each role, and closed after them. Read `t` and `tokens` inside the tests.
 */
export function appAsEveryRole(): { t: TestApp; tokens: RoleTokens } {
  const app = {} as { t: TestApp; tokens: RoleTokens };
  beforeAll(async () => {
    app.t = await startTestApp();
    app.tokens = await signInEveryRole(app.t);
  });
  afterAll(() => app.t.close());
  return app;
}

/** An injected request as one role (or as a visitor, with no token). */
export function callAs(
  t: TestApp,
  token: string | null,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    ...options,
    headers: { ...options.headers, ...(token ? bearer(token) : {}) },
  });
}

/**
 * The request is the admin's alone: a visitor gets 401 and every other role 403, each in the
 * error envelope.
 */
export async function expectAdminOnly(
  t: TestApp,
  tokens: RoleTokens,
  options: InjectOptions,
): Promise<void> {
  const visitor = await callAs(t, null, options);
  expect(visitor.statusCode, visitor.body).toBe(401);
  expect(visitor.json()).toMatchObject({ error: { code: 'unauthorized' } });
  for (const role of ROLES.filter((r) => r !== 'admin')) {
    const refused = await callAs(t, tokens[role], options);
    expect(refused.statusCode, `${role}: ${refused.body}`).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'forbidden' } });
  }
}
