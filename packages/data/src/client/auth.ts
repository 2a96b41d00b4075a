import { authRoutes } from '../contract/routes/auth';
import { type ApiClient } from './http';
import { callEndpoint } from './endpoint-call';

/*
 * The session's end, which is more than a call: the local session is cleared whatever the server
 * said. Every other auth endpoint is called through its declaration (route-call.ts).
 */

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
