import { ROLE_HOME } from '@bayti/data/contract';
import { formsRoutes } from '@bayti/data/contract/routes/forms';
import { Footer, NavBar, ScrollToTop } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { apiCall } from '../../../api';
import { loadMessages, useMessages } from '../../../i18n/use-messages';
import { authDialogAtom } from '../../../state/auth-dialog';
import { localeAtom, type Locale } from '../../../state/locale';
import { isSignedInAtom, userAtom } from '../../../state/session';
import { failureMessage } from '../../shared/error-message';
import { Logo } from '../../shared/Logo';
import { useSignOut } from '../../shared/use-sign-out';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from '../../shared/social-icons';
import styles from './SiteLayout.module.css';

// Only signed-in people have a bell: a visitor's first page does not carry its code.
const NotificationCentre = lazy(() =>
  import('../../shared/notifications/NotificationCentre').then((m) => ({
    default: m.NotificationCentre,
  })),
);

const languages = [
  { id: 'en', label: 'EN' },
  { id: 'ar', label: 'AR' },
];

export interface SiteLayoutProps {
  /** The path of the current page, to highlight its link. */
  pathname: string;
  children: ReactNode;
}

/** The public site's frame: the fixed navigation bar, the page, the footer, back-to-top. */
export function SiteLayout({ pathname, children }: SiteLayoutProps) {
  const t = useMessages();
  const [locale, setLocale] = useAtom(localeAtom);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const isSignedIn = useAtomValue(isSignedInAtom);
  const user = useAtomValue(userAtom);
  const openDialog = useSetAtom(authDialogAtom);
  const signOut = useSignOut();
  const newsletter = useMutation({
    mutationFn: (email: string) =>
      apiCall(
        formsRoutes.newsletter,
        { body: { email } },
        { fallbackMessage: 'Failed to subscribe', expireSessionOn401: false },
      ),
  });
  let newsletterStatus: { tone: 'success' | 'error'; message: string } | undefined;
  if (newsletter.isSuccess)
    newsletterStatus = { tone: 'success', message: newsletter.data.message };
  if (newsletter.isError) {
    const message = failureMessage(
      newsletter.error,
      'Failed to subscribe',
      t.footer.subscribeFailed,
    );
    newsletterStatus = { tone: 'error', message };
  }
  const links = [
    { href: '/', label: t.nav.home },
    { href: '/candidates', label: t.nav.candidates },
    { href: '/visa', label: t.nav.visa },
    { href: '/pricing', label: t.nav.pricing },
    { href: '/about', label: t.nav.about },
    { href: '/contact', label: t.nav.contact },
  ];
  const activeHref = links
    .filter(
      (link) =>
        link.href === pathname || (link.href !== '/' && pathname.startsWith(`${link.href}/`)),
    )
    .at(0)?.href;

  return (
    <div className={styles.site}>
      <NavBar
        logo={<Logo name={t.brand.name} />}
        homeLabel={t.brand.home}
        links={links}
        activeHref={activeHref}
        navLabel={t.nav.label}
        languages={languages}
        locale={locale}
        onLocaleChange={(next) => {
          const chosen = next as Locale;
          // Arabic's strings may still be on their way: switch once they are here.
          void loadMessages(chosen).then(() => setLocale(chosen));
        }}
        languageLabel={t.nav.language}
        signUpLabel={t.nav.signUp}
        signInLabel={t.nav.signIn}
        onSignUp={() => openDialog('sign-up')}
        onSignIn={() => openDialog('sign-in')}
        {...(isSignedIn && user
          ? { user: { name: user.name, ...(user.avatar ? { avatarSrc: user.avatar } : {}) } }
          : {})}
        userMenuLabel={t.nav.account}
        userMenuItems={
          user
            ? [
                // The signed-in user's own dashboard, whatever the role.
                { id: 'dashboard', label: t.nav.dashboard, href: ROLE_HOME[user.role] },
                { id: 'settings', label: t.nav.settings, href: '/settings' },
                { id: 'logout', label: t.nav.logout, variant: 'danger' },
              ]
            : []
        }
        onUserMenuAction={(id) => {
          if (id === 'logout') void signOut();
        }}
        userActions={
          user ? (
            <Suspense fallback={null}>
              <NotificationCentre />
            </Suspense>
          ) : undefined
        }
        menuLabel={t.nav.openMenu}
        menuTitle={t.nav.menu}
        closeMenuLabel={t.nav.closeMenu}
        isMenuOpen={isMenuOpen}
        onMenuOpenChange={setMenuOpen}
        loadingLabel={t.loading}
      />
      <main className={styles.main}>{children}</main>
      <Footer
        logo={<Logo name={t.brand.name} />}
        homeLabel={t.brand.home}
        tagline={t.brand.tagline}
        socialLabel={t.footer.social}
        socialLinks={[
          { href: 'https://www.facebook.com/', label: 'Facebook', icon: FacebookIcon },
          { href: 'https://www.instagram.com/', label: 'Instagram', icon: InstagramIcon },
          { href: 'https://www.linkedin.com/', label: 'LinkedIn', icon: LinkedInIcon },
          { href: 'https://x.com/', label: 'X', icon: XIcon },
        ]}
        linkGroups={[
          { title: t.footer.quickLinks, links: links.slice(0, 4) },
          {
            title: t.footer.exploreMore,
            links: [
              { href: '/about', label: t.nav.about },
              { href: '/#faq', label: t.footer.faq },
              { href: '/#testimonials', label: t.footer.testimonials },
              { href: '/privacy', label: t.footer.privacy },
              { href: '/terms', label: t.footer.terms },
            ],
          },
        ]}
        newsletter={{
          title: t.footer.newsletterTitle,
          description: t.footer.newsletterText,
          emailLabel: t.footer.email,
          emailPlaceholder: t.footer.emailPlaceholder,
          submitLabel: t.footer.subscribe,
          pendingLabel: t.footer.subscribing,
          isPending: newsletter.isPending,
          onSubscribe: (email) => newsletter.mutate(email),
          ...(newsletterStatus ? { status: newsletterStatus } : {}),
        }}
        copyright={t.footer.copyright(String(new Date().getFullYear()))}
      />
      <ScrollToTop label={t.scrollToTop} />
    </div>
  );
}
