import type { Role } from '@bayti/data/contract';
import type { StoryContext } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { getDefaultStore, Provider as JotaiProvider } from 'jotai';
import { RESET } from 'jotai/utils';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type {} from 'msw-storybook-addon/types';
import { useState } from 'react';
import { expect, type within } from 'storybook/test';
import { demoSessionOf, handlers, resetMockAccounts } from '../mocks';
import { routeStates } from '../features/shared/route/RouteStates';
import { routeTree } from '../routeTree.gen';
import { authDialogAtom } from '../state/auth-dialog';
import { localeAtom } from '../state/locale';
import { endSessionAtom, startSessionAtom } from '../state/session';
import { installStoryClock } from './story-clock';

/** How long a play function waits for a page's data (the first load compiles and fetches). */
export const PAGE_LOAD = { timeout: 10_000 };

/** The page's title (its one h1) once the page has loaded: the first thing a reader sees. */
export async function expectPageTitle(canvas: ReturnType<typeof within>, name: string) {
  await expect(await canvas.findByRole('heading', { level: 1, name }, PAGE_LOAD)).toBeVisible();
}

/** `parameters.portal` of a portal story. */
export interface PortalStoryParameters {
  /** The address the story opens, e.g. '/candidates?nationality=Kenya'. */
  path: string;
  /** Signed in as this role's demo account (mocks/session.ts); a visitor when absent. */
  signedInAs?: Role;
}

type Context = StoryContext;

function portalParametersOf(context: Context): PortalStoryParameters {
  const portal = context.parameters.portal as PortalStoryParameters | undefined;
  if (!portal?.path) throw new Error(`${context.id} has no parameters.portal.path to open.`);
  return portal;
}

/**
 * The portal's state lives in jotai's default store, not a Provider of its own: route guards read
 * the session outside React (state/session.ts, readSignedInUser). So a story resets that store
 * instead of making a fresh one, and the Provider below only names it.
 */
export const portalStore = getDefaultStore();

/**
 * Before a portal story renders: the mock API (msw) answers from the fixtures, the mock accounts
 * are as seeded, the clock reads STORY_NOW, the language follows the story's direction (Arabic
 * for right-to-left) and the session is the demo account of `signedInAs`, or none.
 */
function preparePortalStory(context: Context) {
  const { signedInAs } = portalParametersOf(context);
  context.msw.use(...handlers);
  resetMockAccounts();
  const restoreClock = installStoryClock();
  portalStore.set(localeAtom, context.globals.direction === 'rtl' ? 'ar' : 'en');
  portalStore.set(authDialogAtom, null);
  if (signedInAs) portalStore.set(startSessionAtom, demoSessionOf(signedInAs));
  else portalStore.set(endSessionAtom);
  return () => {
    restoreClock();
    portalStore.set(endSessionAtom);
    portalStore.set(localeAtom, RESET);
    portalStore.set(authDialogAtom, null);
  };
}

/**
 * After the play function, so a screenshot of the whole page is the same every time: whatever is
 * still loading (marked aria-busy) has settled, as a reader would wait for it (a story about a
 * loading state goes on after PAGE_LOAD), every image (dialogs too, lazy ones too) is decoded, and the page is
 * back at its top, where the fixed navigation bar sits (moving focus may have scrolled it).
 */
async function settlePage(context: Context) {
  const { ownerDocument } = context.canvasElement;
  const deadline = performance.now() + PAGE_LOAD.timeout;
  while (ownerDocument.querySelector('[aria-busy="true"]') && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await Promise.all(
    [...ownerDocument.images].map((image) => {
      // A lazy image far below the fold would never load, and its decode never settle: a
      // screenshot shows every image loaded, as a reader who scrolls would see it.
      image.loading = 'eager';
      return image.decode().catch(() => undefined);
    }),
  );
  ownerDocument.defaultView?.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/** The app as main.tsx builds it, but with the story's own history, query cache and router. */
function createStoryApp(path: string) {
  const queryClient = new QueryClient({
    // No retries: a story about a failure shows it at once.
    defaultOptions: { queries: { staleTime: 30_000, retry: false } },
  });
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
    defaultPreloadStaleTime: 0,
    ...routeStates,
  });
  return { queryClient, router };
}

function PortalApp({ path }: { path: string }) {
  const [{ queryClient, router }] = useState(() => createStoryApp(path));
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={portalStore}>
        <RouterProvider router={router} />
      </JotaiProvider>
    </QueryClientProvider>
  );
}

/**
 * The meta of a portal page's stories: the real route tree at `path` (a story overrides it, or
 * `signedInAs`, through `parameters.portal`), over the mock API.
 *
 *   const meta = { title: 'Portal/Public/Home', tags: ['!autodocs'], ...portalStory({ path: '/' }) };
 */
export function portalStory(portal: PortalStoryParameters) {
  return {
    parameters: {
      layout: 'fullscreen',
      portal,
      // react-aria's live announcer keeps what it already said (e.g. a pending button, referenced
      // by id) off screen for seconds after that element is gone; axe would read those stale
      // entries as unlabelled images. Everything a reader can reach is still checked.
      a11y: { context: { exclude: ['[data-live-announcer]'] } },
    },
    loaders: [mswLoader()],
    beforeEach: preparePortalStory,
    afterEach: settlePage,
    // A new app per story (the key), so no router, cache or form state leaks between stories.
    render: (_args: unknown, context: Context) => (
      <PortalApp key={context.id} path={portalParametersOf(context).path} />
    ),
  };
}
