import { authRoutes } from '../contract/routes/auth';
import { queryOptions } from '@tanstack/react-query';
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
import { retryUnlessClientError, type ApiClient } from './http';

interface CallOptions {
  signal?: AbortSignal | undefined;
}

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
  const { method, path, response } = authRoutes.register;
  return client.request(path, {
    method,
    body,
    schema: response,
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
  const { method, path, response } = authRoutes.login;
  return client.request(path, {
    method,
    body,
    schema: response,
    signal,
    fallbackMessage: 'Login failed',
    expireSessionOn401: false,
  });
}

/** GET /auth/me */
export async function fetchMe(client: ApiClient, { signal }: CallOptions = {}): Promise<User> {
  const { method, path, response } = authRoutes.me;
  const { user } = await client.request(path, { method, schema: response, signal });
  return user;
}

/** POST /auth/logout, then the local session is cleared whatever the server said (§7). */
export async function logout(client: ApiClient): Promise<void> {
  const { method, path, response } = authRoutes.logout;
  try {
    // The answer (none on 204, which the answer check accepts) is not used; an expired token must
    // not bounce a leaving user to /login.
    await client.request(path, { method, schema: response, expireSessionOn401: false });
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
  const { method, path, response } = authRoutes.updateMe;
  const { user } = await client.request(path, {
    method,
    body,
    schema: response,
    signal,
    fallbackMessage: 'Failed to save your settings',
  });
  return user;
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
  const { method, path, response } = authRoutes.changePassword;
  const { message } = await client.request(path, {
    method,
    body,
    schema: response,
    signal,
    fallbackMessage: 'Failed to change the password',
  });
  return message;
}

/** POST /auth/forgot-password: answers the same sentence whether or not the email has an account. */
export async function forgotPassword(
  client: ApiClient,
  body: ForgotPasswordBody,
  { signal }: CallOptions = {},
): Promise<string> {
  const { method, path, response } = authRoutes.forgotPassword;
  const { message } = await client.request(path, {
    method,
    body,
    schema: response,
    signal,
    fallbackMessage: 'Failed to send the reset link',
    expireSessionOn401: false,
  });
  return message;
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
  const { method, path, response } = authRoutes.resetPassword;
  const { message } = await client.request(path, {
    method,
    body,
    schema: response,
    signal,
    fallbackMessage: 'Failed to reset the password',
    expireSessionOn401: false,
  });
  return message;
}

export const meQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => fetchMe(client, { signal }),
    retry: retryUnlessClientError,
  });
