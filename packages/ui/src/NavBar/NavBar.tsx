import clsx from 'clsx';
import { ChevronDown, Menu as MenuIcon } from 'lucide-react';
import {
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { Button as RACButton, Link as RACLink } from 'react-aria-components';
import { Avatar } from '../Avatar';
import { DeferredOverlay, lazyComponent } from '../DeferredOverlay';
import { ModalPending } from '../Modal/ModalPending';
import bars from '../shared/bars.module.css';
import { Spinner } from '../Spinner';
import { AuthButtons } from './AuthButtons';
import { LanguageToggle, type NavBarLanguage } from './LanguageToggle';
import styles from './NavBar.module.css';
import type { UserMenuFocus } from './NavBarUserMenu';
import { NavLinks } from './NavLinks';
import type { NavBarAuthActions, NavBarLink, NavBarMenuItem, NavBarUser } from './types';

export type { NavBarLanguage, NavBarLink, NavBarMenuItem, NavBarUser };

// The drawer and the avatar menu carry react-aria's overlay, collection and focus code: fetched
// on the first sign of intent (pointer over, focus, press of their button), not with the page.
const NavBarDrawer = lazyComponent(() => import('./NavBarDrawer').then((module) => module.default));
const NavBarUserMenu = lazyComponent(() =>
  import('./NavBarUserMenu').then((module) => module.default),
);

export interface NavBarProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children'>, NavBarAuthActions {
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
  /** Accessible name of the avatar button, e.g. "Account menu". */
  userMenuLabel?: string;
  /** Items of the avatar menu, e.g. Dashboard, Settings, Logout. */
  userMenuItems?: NavBarMenuItem[];
  onUserMenuAction?: (id: string) => void;
  /**
   * Controls of the signed-in user beside the avatar menu, on every width (beside the menu
   * button on small screens), e.g. a NotificationBell.
   */
  userActions?: ReactNode;

  /** Accessible name of the menu button on small screens, e.g. "Open menu". */
  menuLabel: string;
  /** Title of the drawer on small screens, e.g. "Menu". */
  menuTitle: string;
  /** Accessible name of the drawer's close button, e.g. "Close menu". */
  closeMenuLabel: string;
  /** Whether the drawer is open (controlled). */
  isMenuOpen?: boolean;
  onMenuOpenChange?: (isOpen: boolean) => void;
  /** Announced while the drawer's or the avatar menu's code is still on its way, e.g. "Loading...". */
  loadingLabel: string;
}

/** Closes an overlay whose code is still on its way: its button keeps focus until it shows. */
const closeOnEscape = (close: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Escape') close();
};

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
  userActions,
  menuLabel,
  menuTitle,
  closeMenuLabel,
  isMenuOpen,
  onMenuOpenChange,
  loadingLabel,
  className,
  ...props
}: NavBarProps) {
  const authActions = { signUpLabel, signInLabel, onSignUp, onSignIn };

  const [ownMenuOpen, setOwnMenuOpen] = useState(false);
  const drawerOpen = isMenuOpen ?? ownMenuOpen;
  const setDrawerOpen = (isOpen: boolean) => {
    setOwnMenuOpen(isOpen);
    onMenuOpenChange?.(isOpen);
  };

  const avatarRef = useRef<HTMLButtonElement>(null);
  const avatarId = useId();
  const userMenuId = useId();
  const [userMenuFocus, setUserMenuFocus] = useState<UserMenuFocus | null>(null);
  const userMenuOpen = userMenuFocus !== null;
  const closeUserMenu = () => setUserMenuFocus(null);

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
          <NavLinks links={links} activeHref={activeHref} />
        </nav>

        <div className={clsx(styles.actions, styles.wide)}>
          <LanguageToggle
            languages={languages}
            locale={locale}
            onLocaleChange={onLocaleChange}
            label={languageLabel}
          />
          {user ? (
            <div className={styles.userMenu}>
              <RACButton
                ref={avatarRef}
                id={avatarId}
                aria-label={userMenuLabel}
                aria-haspopup="menu"
                aria-expanded={userMenuOpen}
                aria-controls={userMenuOpen ? userMenuId : undefined}
                className={styles.avatarButton}
                onHoverStart={() => void NavBarUserMenu.preload()}
                onFocus={() => void NavBarUserMenu.preload()}
                onPressStart={() => void NavBarUserMenu.preload()}
                // As RAC's MenuTrigger: keys put focus on an item, a pointer on the menu itself.
                onPress={(event) =>
                  setUserMenuFocus(
                    userMenuOpen
                      ? null
                      : event.pointerType === 'keyboard' || event.pointerType === 'virtual'
                        ? 'first'
                        : true,
                  )
                }
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown') setUserMenuFocus('first');
                  else if (event.key === 'ArrowUp') setUserMenuFocus('last');
                  else closeOnEscape(closeUserMenu)(event);
                }}
              >
                <Avatar name={user.name} src={user.avatarSrc} alt="" size="sm" />
                <ChevronDown aria-hidden className={styles.chevron} />
              </RACButton>
              <DeferredOverlay
                isOpen={userMenuOpen}
                pending={<Spinner size="sm" label={loadingLabel} className={styles.menuPending} />}
              >
                <NavBarUserMenu
                  triggerRef={avatarRef}
                  triggerId={avatarId}
                  menuId={userMenuId}
                  isOpen={userMenuOpen}
                  onOpenChange={(isOpen) => !isOpen && closeUserMenu()}
                  initialFocus={userMenuFocus ?? true}
                  items={userMenuItems}
                  onAction={onUserMenuAction}
                />
              </DeferredOverlay>
            </div>
          ) : (
            <AuthButtons {...authActions} fullWidth={false} />
          )}
        </div>

        {user && userActions != null && <div className={styles.userActions}>{userActions}</div>}

        <RACButton
          aria-label={menuLabel}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          className={clsx(bars.menuButton, styles.menuButton, styles.narrow)}
          onHoverStart={() => void NavBarDrawer.preload()}
          onFocus={() => void NavBarDrawer.preload()}
          onPressStart={() => void NavBarDrawer.preload()}
          onPress={() => setDrawerOpen(!drawerOpen)}
          onKeyDown={closeOnEscape(() => setDrawerOpen(false))}
        >
          <MenuIcon aria-hidden className={bars.menuIcon} />
        </RACButton>
        <DeferredOverlay isOpen={drawerOpen} pending={<ModalPending label={loadingLabel} />}>
          <NavBarDrawer
            isOpen={drawerOpen}
            onOpenChange={setDrawerOpen}
            title={menuTitle}
            closeLabel={closeMenuLabel}
            links={links}
            activeHref={activeHref}
            navLabel={navLabel}
            languages={languages}
            locale={locale}
            onLocaleChange={onLocaleChange}
            languageLabel={languageLabel}
            user={user}
            userMenuLabel={userMenuLabel}
            userMenuItems={userMenuItems}
            onUserMenuAction={onUserMenuAction}
            {...authActions}
          />
        </DeferredOverlay>
      </div>
    </header>
  );
}
