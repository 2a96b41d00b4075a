import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, body } from './harness';

let counter = 0;

export interface TestFamily {
  id: number;
  token: string;
  email: string;
  /** An injected request carrying the family's bearer token. */
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
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
    payload: { name, email, password: 'family password 1', role: 'client' },
  });
  if (response.statusCode !== 201)
    throw new Error(`Sign-up answered ${response.statusCode}: ${response.body}`);
  const { token, user } = body<{ token: string; user: { id: number } }>(response);
  return { id: user.id, token, email, call: (options) => callAs(app, token, options) };
}

/** An injected request with a bearer token. */
export function callAs(
  app: FastifyInstance,
  token: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });
}
