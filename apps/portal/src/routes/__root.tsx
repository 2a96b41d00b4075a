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
  // The built portal fetches the strings a page shows beyond those in the main bundle
  // (i18n/message-parts.ts, catalogue.lazy.ts). A dashboard's pending screens already read its
  // strings, so they come first; another page's come alongside its code (the loaders and chunks
  // of its routes load meanwhile) and it renders once they are here, so an anchor (/#faq) finds it.
  beforeLoad: async ({ location }) => {
    if (isDashboardPath(location.pathname)) await loadPartsOf(location.pathname);
  },
  loader: ({ location }) => loadPartsOf(location.pathname),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/** https://…, mailto:… and tel:… leave the portal as written; the router would make them paths. */
const isAbsoluteUrl = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);

const loadPartsOf = (pathname: string) =>
  loadMessageParts(getDefaultStore().get(localeAtom), messagePartsOf(pathname));

function RootLayout() {
  const router = useRouter();
  const { pathname } = useLocation();
  const { locale } = useDocumentLocale();
  return (
    // react-aria-components' links navigate through TanStack Router instead of reloading.
    <AriaRouterProvider
      navigate={(href) => router.navigate({ href })}
      useHref={(href) => (isAbsoluteUrl(href) ? href : router.buildLocation({ to: href }).href)}
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
