import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { I18nProvider, RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { AuthDialogs, SessionVerifier } from '../features/auth';
import { NotFoundPage, SiteLayout } from '../features/public';
import { useDocumentLocale } from '../state/use-document-locale';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
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
