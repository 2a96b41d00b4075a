import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { I18nProvider, RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { NotFoundPage, SiteLayout } from '../features/public';
import { useDocumentLocale } from '../state/use-document-locale';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
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
        <SiteLayout pathname={pathname}>
          <Outlet />
        </SiteLayout>
      </I18nProvider>
    </AriaRouterProvider>
  );
}
