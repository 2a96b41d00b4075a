// One module each, not the client's barrel: every page loads this file.
import { logout } from '@bayti/data/client/auth';
import { createApiClient, retryUnlessClientError } from '@bayti/data/client/http';
import { createMemoryTokenStore, createStorageTokenStore } from '@bayti/data/client/token-store';
import { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { portalConfig } from './config';
import { pageDataFetch } from './page-data';
import { localeAtom } from './state/locale';

const baseUrl = portalConfig.apiUrl;

/**
 * The one API client of the portal. Served by the same server as the API, it calls `/api` on its
 * own origin (VITE_API_URL overrides it, e.g. for a separately hosted API). Any 401 clears the
 * stored session and sends the browser to /login, returning here after sign-in (§4, §8).
 */
export const api = createApiClient({
  baseUrl,
  tokenStore: createStorageTokenStore(),
  // A first visit's reads are already in the page (page-data.ts).
  fetch: pageDataFetch,
  // The server answers its messages in the reader's language (§8 in Arabic too).
  language: () => getDefaultStore().get(localeAtom),
  onUnauthorized: () => {
    const here = `${window.location.pathname}${window.location.search}`;
    const target = here.startsWith('/login')
      ? '/login'
      : `/login?redirect=${encodeURIComponent(here)}`;
    window.location.assign(target);
  },
});

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
