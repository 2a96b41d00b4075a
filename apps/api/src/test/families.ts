import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, body, signIn } from './harness';

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

/** Signs up a new family (role client) with an empty dashboard and no access plan. */
export async function registerFamily(
  app: FastifyInstance,
  name = 'Test Family',
): Promise<TestFamily> {
  counter += 1;
  const email = `family-${counter}-${Date.now()}@test.bayti.ae`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password: PASSWORD, role: 'client' },
  });
  if (response.statusCode !== 201)
    throw new Error(`Sign-up answered ${response.statusCode}: ${response.body}`);
  const { token, user } = body<{ token: string; user: { id: number } }>(response);
  const family: TestFamily = {
    id: user.id,
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
