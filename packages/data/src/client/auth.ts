import { authRoutes } from '../contract/routes/auth';
import {
  type AuthResult,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type LoginBody,
  type RegisterBodyInput,
  type ResetPasswordBody,
  type UpdateMeBody,
  type User,
} from '../contract';
import { type ApiClient } from './http';
import { callEndpoint, fetcherQueryOptions, type CallOptions } from './endpoint-call';

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

/**
 * POST /auth/register. Stores nothing: the caller keeps the session (token and user) once it
 * accepts the result.
 */
export function register(
  client: ApiClient,
  body: RegisterBodyInput,
  { signal }: CallOptions = {},
): Promise<AuthResult> {
  return callEndpoint(client, authRoutes.register, {
    body,
    signal,
    fallbackMessage: 'Registration failed',
    expireSessionOn401: false,
  });
}

/**
 * POST /auth/login (main and agency login). Stores nothing, so the agency login can check the
 * role first and store nothing on refusal.
 */
export function login(
  client: ApiClient,
  body: LoginBody,
  { signal }: CallOptions = {},
): Promise<AuthResult> {
  return callEndpoint(client, authRoutes.login, {
    body,
    signal,
    fallbackMessage: 'Login failed',
    expireSessionOn401: false,
  });
}

/** GET /auth/me */
export async function fetchMe(client: ApiClient, { signal }: CallOptions = {}): Promise<User> {
  return (await callEndpoint(client, authRoutes.me, { signal })).user;
}

/** POST /auth/logout, then the local session is cleared whatever the server said. */
export async function logout(client: ApiClient): Promise<void> {
  try {
    // The answer (none on 204, which the answer check accepts) is not used; an expired token must
    // not bounce a leaving user to /login.
    await callEndpoint(client, authRoutes.logout, { expireSessionOn401: false });
  } finally {
    client.tokenStore.clear();
  }
}

/** PATCH /auth/me: the settings page saves the name; answers the updated user. */
export async function updateMe(
  client: ApiClient,
  body: UpdateMeBody,
  { signal }: CallOptions = {},
): Promise<User> {
  return (
    await callEndpoint(client, authRoutes.updateMe, {
      body,
      signal,
      fallbackMessage: 'Failed to save your settings',
    })
  ).user;
}

/**
 * POST /auth/change-password. A wrong current password is a 400 with a field error on
 * currentPassword, so it never ends the session here; the server ends the other sessions only.
 */
export async function changePassword(
  client: ApiClient,
  body: ChangePasswordBody,
  { signal }: CallOptions = {},
): Promise<string> {
  return (
    await callEndpoint(client, authRoutes.changePassword, {
      body,
      signal,
      fallbackMessage: 'Failed to change the password',
    })
  ).message;
}

/** POST /auth/forgot-password: answers the same sentence whether or not the email has an account. */
export async function forgotPassword(
  client: ApiClient,
  body: ForgotPasswordBody,
  { signal }: CallOptions = {},
): Promise<string> {
  return (
    await callEndpoint(client, authRoutes.forgotPassword, {
      body,
      signal,
      fallbackMessage: 'Failed to send the reset link',
      expireSessionOn401: false,
    })
  ).message;
}

/**
 * POST /auth/reset-password with the token of the emailed link. Every session of the account ends
 * on the server, so the caller signs in again with the new password.
 */
export async function resetPassword(
  client: ApiClient,
  body: ResetPasswordBody,
  { signal }: CallOptions = {},
): Promise<string> {
  return (
    await callEndpoint(client, authRoutes.resetPassword, {
      body,
      signal,
      fallbackMessage: 'Failed to reset the password',
      expireSessionOn401: false,
    })
  ).message;
}

export const meQueryOptions = (client: ApiClient) =>
  fetcherQueryOptions(authKeys.me(), (signal) => fetchMe(client, { signal }));
