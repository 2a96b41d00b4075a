import type { SignUpRole, User } from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { users } from '../db/schema';
import { issueEmailVerificationToken } from '../modules/auth/email-verification-token';
import { freshIp } from './addresses';
import { body, testHandlesOf } from './harness';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  role?: SignUpRole;
}

/**
 * POST /auth/register. Each call comes from its own address unless told, as families sign up from
 * their own networks: the per-IP sign-up limit is tested where it is meant.
 */
export function postSignUp(
  app: FastifyInstance,
  input: SignUpInput,
  remoteAddress = freshIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { role: 'client', ...input },
    remoteAddress,
  });
}

/**
 * A verification link for the account of `email`, as the delivery job writes into the mail (the
 * job does not run in API tests).
 */
export async function verificationTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const { database, clock } = testHandlesOf(app);
  const [user] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) throw new Error(`No account for ${email}`);
  return issueEmailVerificationToken(database.db, user.id, clock.now());
}

/** POST /auth/verify-email. */
export function postVerifyEmail(app: FastifyInstance, token: string) {
  return app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
}

/** Signs up, opens the verification link and returns the session it starts. */
export async function signUpVerified(
  app: FastifyInstance,
  input: SignUpInput,
): Promise<{ token: string; user: User }> {
  const signedUp = await postSignUp(app, input);
  if (signedUp.statusCode !== 202)
    throw new Error(`Sign-up answered ${signedUp.statusCode}: ${signedUp.body}`);
  const verified = await postVerifyEmail(app, await verificationTokenFor(app, input.email));
  if (verified.statusCode !== 200)
    throw new Error(`Verifying ${input.email} answered ${verified.statusCode}: ${verified.body}`);
  return body<{ token: string; user: User }>(verified);
}
