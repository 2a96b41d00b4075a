import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, body, signIn } from './harness';
import { postSignUp, signUpVerified } from './sign-up';

let counter = 0;
export const FAMILY_PASSWORD = 'family password 1';
const PASSWORD = FAMILY_PASSWORD;

export interface TestFamily {
  id: number;
  email: string;
  /** The current session's token. */
  token: string;
  /** An injected request carrying the family's bearer token. */
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Signs in again: sessions end after 30 days, and tests move the clock further. */
  renew(): Promise<void>;
}

/**
 * Signs up a new family (role client) that verified her email, with an empty dashboard and no
 * access plan.
 */
export async function registerFamily(
  app: FastifyInstance,
  name = 'Test Family',
): Promise<TestFamily> {
  const email = newFamilyEmail();
  const { token, user } = await signUpVerified(app, { name, email, password: PASSWORD });
  return familyOf(app, user.id, email, token);
}

/** A new family that signed up and signed in without opening the verification link. */
export async function registerUnverifiedFamily(
  app: FastifyInstance,
  name = 'Unverified Family',
): Promise<TestFamily> {
  const email = newFamilyEmail();
  const signedUp = await postSignUp(app, { name, email, password: PASSWORD });
  if (signedUp.statusCode !== 202)
    throw new Error(`Sign-up answered ${signedUp.statusCode}: ${signedUp.body}`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
  });
  const { token, user } = body<{ token: string; user: { id: number } }>(response);
  return familyOf(app, user.id, email, token);
}

function newFamilyEmail(): string {
  counter += 1;
  return `family-${counter}-${Date.now()}@test.bayti.ae`;
}

function familyOf(app: FastifyInstance, id: number, email: string, token: string): TestFamily {
  const family: TestFamily = {
    id,
    email,
    token,
    call: (options) => callAs(app, family.token, options),
    async renew() {
      family.token = await signIn(app, email, PASSWORD);
    },
  };
  return family;
}

/** An injected request with a bearer token. */
export function callAs(
  app: FastifyInstance,
  token: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });
}
