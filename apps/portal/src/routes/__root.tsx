import type { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { createRootRouteWithContext, Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { I18nProvider, RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { DeferredAuthDialogs, SessionVerifier } from '../features/auth';
import { NotFoundPage, SiteLayout } from '../features/public';
import { isDashboardPath, messagePartsOf } from '../i18n/message-parts';
import { loadMessageParts } from '../i18n/use-messages';
import { localeAtom } from '../state/locale';
import { useDocumentLocale } from '../state/use-document-locale';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The built portal fetches the strings a page shows beyond the public ones on the way in
  // (i18n/catalogue.lazy.ts). A dashboard waits for its strings; another page's come alongside
  // its code, and a screen reading them first waits for them (Suspense).
  beforeLoad: async ({ location }) => {
    const loading = loadMessageParts(
      getDefaultStore().get(localeAtom),
      messagePartsOf(location.pathname),
    );
    if (isDashboardPath(location.pathname)) await loading;
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const router = useRouter();
  const { pathname } = useLocation();
  const { locale } = useDocumentLocale();
  return (
    // react-aria-components' links navigate through TanStack Router instead of reloading.
    <AriaRouterProvider
      navigate={(href) => router.navigate({ href })}
      useHref={(href) => router.buildLocation({ to: href }).href}
    >
      <I18nProvider locale={locale === 'ar' ? 'ar-AE' : 'en-AE'}>
        {isDashboardPath(pathname) ? (
          <Outlet />
        ) : (
          <SiteLayout pathname={pathname}>
            <Outlet />
          </SiteLayout>
        )}
        <DeferredAuthDialogs />
        <SessionVerifier />
      </I18nProvider>
    </AriaRouterProvider>
  );
}
