import { createApiClient, createStorageTokenStore, retryUnlessClientError } from '@bayti/data/client';
import { QueryClient } from '@tanstack/react-query';

/**
 * The one API client of the portal. Served by the same server as the API, it calls `/api` on its
 * own origin (VITE_API_URL overrides it, e.g. for a separately hosted API). Any 401 clears the
 * stored session and sends the browser to /login, returning here after sign-in (§4, §8).
 */
export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_URL ?? '/api',
  tokenStore: createStorageTokenStore(),
  onUnauthorized: () => {
    const here = `${window.location.pathname}${window.location.search}`;
    const target = here.startsWith('/login') ? '/login' : `/login?redirect=${encodeURIComponent(here)}`;
    window.location.assign(target);
  },
});

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: retryUnlessClientError },
  },
});
