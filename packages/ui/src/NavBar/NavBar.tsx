import clsx from 'clsx';
import { ChevronDown, Menu as MenuIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Button as RACButton, DialogTrigger, Link as RACLink } from 'react-aria-components';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { Menu, MenuItem, MenuTrigger } from '../Menu';
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

export interface NavBarMenuItem {
  /** Passed to `onUserMenuAction`, e.g. "dashboard", "settings", "logout". */
  id: string;
  label: string;
  /** Makes the item a link, e.g. "/dashboard/employer". */
  href?: string;
  /** A decorative leading icon, e.g. `<LogOut />` from lucide-react. */
  icon?: ReactNode;
  variant?: 'default' | 'danger';
}

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
            className={styles.link}
            onPress={onNavigate}
          >
            {link.label}
          </RACLink>
        </li>
      ))}
    </ul>
  );

  const authButtons = (fullWidth: boolean, onDone?: () => void) => (
    <>
      {signUpLabel && (
        <Button
          variant="secondary"
          fullWidth={fullWidth}
          onPress={() => {
            onDone?.();
            onSignUp?.();
          }}
        >
          {signUpLabel}
        </Button>
      )}
      {signInLabel && (
        <Button
          variant="primary"
          fullWidth={fullWidth}
          onPress={() => {
            onDone?.();
            onSignIn?.();
          }}
        >
          {signInLabel}
        </Button>
      )}
    </>
  );

  return (
    <header {...props} className={clsx(styles.bar, className)}>
      <div className={styles.inner}>
        <RACLink href={homeHref} aria-label={homeLabel} className={styles.logo}>
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
            <MenuTrigger>
              <RACButton aria-label={userMenuLabel} className={styles.avatarButton}>
                <Avatar name={user.name} src={user.avatarSrc} alt="" size="sm" />
                <ChevronDown aria-hidden className={styles.chevron} />
              </RACButton>
              <Menu onAction={(id) => onUserMenuAction?.(String(id))}>
                {userMenuItems.map((item) => (
                  <MenuItem
                    key={item.id}
                    id={item.id}
                    href={item.href}
                    icon={item.icon}
                    variant={item.variant}
                  >
                    {item.label}
                  </MenuItem>
                ))}
              </Menu>
            </MenuTrigger>
          ) : (
            authButtons(false)
          )}
        </div>

        <DialogTrigger isOpen={isMenuOpen} onOpenChange={onMenuOpenChange}>
          <RACButton aria-label={menuLabel} className={clsx(styles.menuButton, styles.narrow)}>
            <MenuIcon aria-hidden className={styles.menuIcon} />
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
                      {userMenuItems.map((item) => (
                        <li key={item.id}>
                          {item.href ? (
                            <RACLink
                              href={item.href}
                              className={styles.accountItem}
                              data-variant={item.variant}
                              onPress={() => {
                                close();
                                onUserMenuAction?.(item.id);
                              }}
                            >
                              {item.icon != null && <span aria-hidden>{item.icon}</span>}
                              {item.label}
                            </RACLink>
                          ) : (
                            <RACButton
                              className={styles.accountItem}
                              data-variant={item.variant}
                              onPress={() => {
                                close();
                                onUserMenuAction?.(item.id);
                              }}
                            >
                              {item.icon != null && <span aria-hidden>{item.icon}</span>}
                              {item.label}
                            </RACButton>
                          )}
                        </li>
                      ))}
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
