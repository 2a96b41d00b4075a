import type { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { createRootRouteWithContext, Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { I18nProvider, RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { AuthDialogs, SessionVerifier } from '../features/auth';
import { NotFoundPage, SiteLayout } from '../features/public';
import { loadAreaMessages } from '../i18n/use-messages';
import { localeAtom } from '../state/locale';
import { useDocumentLocale } from '../state/use-document-locale';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The built portal fetches the dashboards' strings on the way into one (i18n/catalogue.lazy.ts).
  beforeLoad: async ({ location }) => {
    if (isDashboardPath(location.pathname)) {
      await loadAreaMessages(getDefaultStore().get(localeAtom));
    }
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/** Dashboards bring their own frame (DashboardShell) instead of the public site's. */
const isDashboardPath = (pathname: string) =>
  /^\/(dashboard|admin)(\/|$)/.test(pathname) || /^\/agency\/dashboard(\/|$)/.test(pathname);

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
        <AuthDialogs />
        <SessionVerifier />
      </I18nProvider>
    </AriaRouterProvider>
  );
}
