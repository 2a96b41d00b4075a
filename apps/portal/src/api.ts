// One module each, not the client's barrel: every page loads this file.
import { logout } from '@bayti/data/client/auth';
import { createApiClient, retryUnlessClientError } from '@bayti/data/client/http';
import { routeCalls } from '@bayti/data/client/route-call';
import { createMemoryTokenStore, createStorageTokenStore } from '@bayti/data/client/token-store';
import { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { portalConfig } from './config';
import { pageDataFetch } from './page-data';
import { localeAtom } from './state/locale';

const baseUrl = portalConfig.apiUrl;

/**
 * Where the browser is once the router has settled: a redirect it is following (/dashboard/employer
 * on to its Analytics page) has not reached window.location yet. main.tsx, which makes the router,
 * sets this; until then the address bar is all there is.
 */
let settledLocation = (): Promise<string> =>
  Promise.resolve(`${window.location.pathname}${window.location.search}`);

export function readSettledLocationWith(read: () => Promise<string>): void {
  settledLocation = read;
}

/**
 * The one API client of the portal. Served by the same server as the API, it calls `/api` on its
 * own origin (VITE_API_URL overrides it, e.g. for a separately hosted API). Any 401 clears the
 * stored session and sends the browser to /login, returning to the page it was going to after
 * sign-in. On /login already (the router's own sign-in guard may have sent it there once the
 * session was cleared) it stays where it is.
 */
export const api = createApiClient({
  baseUrl,
  tokenStore: createStorageTokenStore(),
  // A first visit's reads are already in the page (page-data.ts).
  fetch: pageDataFetch,
  // The server answers its messages in the reader's language, Arabic too.
  language: () => getDefaultStore().get(localeAtom),
  onUnauthorized: () => {
    void settledLocation().then((here) => {
      if (here.startsWith('/login')) return;
      window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
    });
  },
});

/**
 * Every endpoint's call and query options, derived from its declaration in
 * `@bayti/data/contract/routes`: `apiQuery(adminUsersRoutes.adminUsers, { query })` for a route's
 * loader and screen, `apiCall(adminUsersRoutes.deleteAdminUser, { params: { id } })` for a write.
 */
export const { call: apiCall, query: apiQuery } = routeCalls(api);

/**
 * Ends a server session the portal never stored (a sign-in refused by the agency login), with a
 * client of its own so the stored session, if any, is left alone.
 */
export async function endUnstoredSession(token: string): Promise<void> {
  const client = createApiClient({ baseUrl, tokenStore: createMemoryTokenStore(token) });
  await logout(client).catch(() => undefined);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: retryUnlessClientError },
  },
});
