import { Footer, NavBar, ScrollToTop } from '@bayti/ui';
import { useAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom, type Locale } from '../../../state/locale';
import { Logo } from '../../shared/Logo';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from '../../shared/social-icons';
import styles from './SiteLayout.module.css';

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
  const links = [
    { href: '/', label: t.nav.home },
    { href: '/candidates', label: t.nav.candidates },
    { href: '/visa', label: t.nav.visa },
    { href: '/pricing', label: t.nav.pricing },
    { href: '/about', label: t.nav.about },
    { href: '/contact', label: t.nav.contact },
  ];
  const activeHref = links
    .filter((link) => link.href === pathname || (link.href !== '/' && pathname.startsWith(`${link.href}/`)))
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
        onLocaleChange={(next) => setLocale(next as Locale)}
        languageLabel={t.nav.language}
        signUpLabel={t.nav.signUp}
        signInLabel={t.nav.signIn}
        menuLabel={t.nav.openMenu}
        menuTitle={t.nav.menu}
        closeMenuLabel={t.nav.closeMenu}
        isMenuOpen={isMenuOpen}
        onMenuOpenChange={setMenuOpen}
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
        copyright={t.footer.copyright(String(new Date().getFullYear()))}
      />
      <ScrollToTop label={t.scrollToTop} />
    </div>
  );
}
