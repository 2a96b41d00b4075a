import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { getDefaultStore } from 'jotai';
import '@bayti/ui/styles.css';
import { queryClient, readSettledLocationWith } from './api';
import { loadMessages } from './i18n/use-messages';
import { forgetPageData } from './page-data';
import { routeStates } from './features/shared/route/RouteStates';
import { routeTree } from './routeTree.gen';
import { localeAtom } from './state/locale';

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders read through TanStack Query, which owns caching.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  ...routeStates,
});

// The answers written into the page serve its first load only.
const stopForgetting = router.subscribe('onResolved', () => {
  forgetPageData();
  stopForgetting();
});

// A 401's return address is where the router ends up, not where it started.
readSettledLocationWith(
  () =>
    new Promise((resolve) => {
      const read = () =>
        resolve(`${router.state.location.pathname}${router.state.location.searchStr}`);
      if (router.state.status === 'idle') return read();
      const stop = router.subscribe('onResolved', () => {
        stop();
        read();
      });
    }),
);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );

// The remembered language's strings first (Arabic is fetched on demand in production), so the
// first paint is already in it; if that fetch fails the page still renders (and retries).
void loadMessages(getDefaultStore().get(localeAtom)).then(render, render);
