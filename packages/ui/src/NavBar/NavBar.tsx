import clsx from 'clsx';
import { ChevronDown, Menu as MenuIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Button as RACButton, DialogTrigger, Link as RACLink } from 'react-aria-components';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { ActionMenu, type ActionMenuItem } from '../Menu';
import bars from '../shared/bars.module.css';
import { LanguageToggle, type NavBarLanguage } from './LanguageToggle';
import styles from './NavBar.module.css';

export type { NavBarLanguage };

export interface NavBarLink {
  href: string;
  label: string;
}

export interface NavBarUser {
  /** The signed-in person's name; its initial shows when there is no picture. */
  name: string;
  /** Picture URL; optional. */
  avatarSrc?: string;
}

/** An item of the avatar menu; its `id` is passed to `onUserMenuAction`. */
export type NavBarMenuItem = ActionMenuItem;

export interface NavBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The logo, e.g. an <img> or an SVG wordmark. */
  logo: ReactNode;
  homeHref?: string;
  /** Accessible name of the logo link, e.g. "Bayti home". */
  homeLabel: string;

  links: NavBarLink[];
  /** The `href` of the current page's link: highlighted and marked `aria-current="page"`. */
  activeHref?: string;
  /** Accessible name of the navigation, e.g. "Main". */
  navLabel: string;

  /** The language switch, e.g. `[{ id: 'en', label: 'EN' }, { id: 'ar', label: 'AR' }]`. */
  languages: NavBarLanguage[];
  /** The current locale; one of the `languages` ids. */
  locale: string;
  onLocaleChange?: (locale: string) => void;
  /** Accessible name of the language switch, e.g. "Language". */
  languageLabel: string;

  /** The signed-in user; without one, the SignUp and SignIn buttons show. */
  user?: NavBarUser;
  signUpLabel?: string;
  signInLabel?: string;
  onSignUp?: () => void;
  onSignIn?: () => void;
  /** Accessible name of the avatar button, e.g. "Account menu". */
  userMenuLabel?: string;
  /** Items of the avatar menu, e.g. Dashboard, Settings, Logout. */
  userMenuItems?: NavBarMenuItem[];
  onUserMenuAction?: (id: string) => void;

  /** Accessible name of the menu button on small screens, e.g. "Open menu". */
  menuLabel: string;
  /** Title of the drawer on small screens, e.g. "Menu". */
  menuTitle: string;
  /** Accessible name of the drawer's close button, e.g. "Close menu". */
  closeMenuLabel: string;
  /** Whether the drawer is open (controlled). */
  isMenuOpen?: boolean;
  onMenuOpenChange?: (isOpen: boolean) => void;
}

/**
 * The public site's top bar, fixed to the top of the viewport: logo, navigation links, the EN/AR
 * switch and either the SignUp/SignIn buttons or the signed-in user's avatar menu. Below 64rem it
 * collapses into a menu button opening a drawer with the same content.
 */
export function NavBar({
  logo,
  homeHref = '/',
  homeLabel,
  links,
  activeHref,
  navLabel,
  languages,
  locale,
  onLocaleChange,
  languageLabel,
  user,
  signUpLabel,
  signInLabel,
  onSignUp,
  onSignIn,
  userMenuLabel,
  userMenuItems = [],
  onUserMenuAction,
  menuLabel,
  menuTitle,
  closeMenuLabel,
  isMenuOpen,
  onMenuOpenChange,
  className,
  ...props
}: NavBarProps) {
  const linkList = (onNavigate?: () => void) => (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <RACLink
            href={link.href}
            aria-current={link.href === activeHref ? 'page' : undefined}
            className={clsx(bars.navLink, styles.link)}
            onPress={onNavigate}
          >
            {link.label}
          </RACLink>
        </li>
      ))}
    </ul>
  );

  const authActions = [
    { label: signUpLabel, variant: 'secondary', onPress: onSignUp },
    { label: signInLabel, variant: 'primary', onPress: onSignIn },
  ] as const;

  const authButtons = (fullWidth: boolean, onDone?: () => void) =>
    authActions.map(
      ({ label, variant, onPress }) =>
        label && (
          <Button
            key={variant}
            variant={variant}
            fullWidth={fullWidth}
            onPress={() => {
              onDone?.();
              onPress?.();
            }}
          >
            {label}
          </Button>
        ),
    );

  return (
    <header {...props} className={clsx(styles.bar, className)}>
      <div className={styles.inner}>
        <RACLink
          href={homeHref}
          aria-label={homeLabel}
          className={clsx(bars.homeLink, styles.logo)}
        >
          {logo}
        </RACLink>

        <nav aria-label={navLabel} className={styles.wide}>
          {linkList()}
        </nav>

        <div className={clsx(styles.actions, styles.wide)}>
          <LanguageToggle
            languages={languages}
            locale={locale}
            onLocaleChange={onLocaleChange}
            label={languageLabel}
          />
          {user ? (
            <ActionMenu items={userMenuItems} onAction={onUserMenuAction}>
              <RACButton aria-label={userMenuLabel} className={styles.avatarButton}>
                <Avatar name={user.name} src={user.avatarSrc} alt="" size="sm" />
                <ChevronDown aria-hidden className={styles.chevron} />
              </RACButton>
            </ActionMenu>
          ) : (
            authButtons(false)
          )}
        </div>

        <DialogTrigger isOpen={isMenuOpen} onOpenChange={onMenuOpenChange}>
          <RACButton
            aria-label={menuLabel}
            className={clsx(bars.menuButton, styles.menuButton, styles.narrow)}
          >
            <MenuIcon aria-hidden className={bars.menuIcon} />
          </RACButton>
          <Drawer title={menuTitle} closeLabel={closeMenuLabel}>
            {({ close }) => (
              <div className={styles.drawerBody}>
                <nav aria-label={navLabel} className={styles.drawerNav}>
                  {linkList(close)}
                </nav>
                <LanguageToggle
                  languages={languages}
                  locale={locale}
                  onLocaleChange={onLocaleChange}
                  label={languageLabel}
                />
                {user ? (
                  <section aria-label={userMenuLabel} className={styles.account}>
                    <div className={styles.accountHeader}>
                      <Avatar name={user.name} src={user.avatarSrc} alt="" size="md" />
                      <span className={styles.accountName}>{user.name}</span>
                    </div>
                    <ul className={styles.accountItems}>
                      {userMenuItems.map((item) => {
                        const content = (
                          <>
                            {item.icon != null && <span aria-hidden>{item.icon}</span>}
                            {item.label}
                          </>
                        );
                        const itemProps = {
                          className: styles.accountItem,
                          'data-variant': item.variant,
                          onPress: () => {
                            close();
                            onUserMenuAction?.(item.id);
                          },
                        };
                        return (
                          <li key={item.id}>
                            {item.href ? (
                              <RACLink {...itemProps} href={item.href}>
                                {content}
                              </RACLink>
                            ) : (
                              <RACButton {...itemProps}>{content}</RACButton>
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  </section>
                ) : (
                  <div className={styles.drawerAuth}>{authButtons(true, close)}</div>
                )}
              </div>
            )}
          </Drawer>
        </DialogTrigger>
      </div>
    </header>
  );
}
