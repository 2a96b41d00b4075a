import clsx from 'clsx';
import { ChevronDown, Menu as MenuIcon } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import {
  Button as RACButton,
  DialogTrigger,
  Link as RACLink,
  VisuallyHidden,
} from 'react-aria-components';
import { Avatar } from '../Avatar';
import { Drawer } from '../Drawer';
import { ActionMenu, type ActionMenuItem } from '../Menu';
import bars from '../shared/bars.module.css';
import { containsActive, DashboardNav, type DashboardNavItem } from './DashboardNav';
import styles from './DashboardShell.module.css';

export type { DashboardNavItem };

export interface DashboardProfile {
  /** The signed-in person's name; its initial shows when there is no picture. */
  name: string;
  avatarSrc?: string;
  /** A line under the name, e.g. the role "Super Admin". */
  subtitle?: string;
}

/** An item of the profile menu, e.g. "profile", "logout"; its `id` goes to `onProfileAction`. */
export type DashboardProfileMenuItem = ActionMenuItem;

export interface DashboardShellProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's title in the header, e.g. "Analytics". Rendered as the page's h1. */
  title: ReactNode;
  /** The logo at the top of the sidebar. */
  logo?: ReactNode;
  homeHref?: string;
  /** Accessible name of the logo link, e.g. "Bayti home". */
  homeLabel?: string;

  /** Sections of the dashboard; an item with `items` expands to list them. */
  navItems: DashboardNavItem[];
  /** The id of the current section: highlighted and marked `aria-current="page"`. */
  activeItem?: string;
  /** Called with an item's id when it is chosen (links navigate through the router as well). */
  onNavigate?: (id: string) => void;
  /** Accessible name of the navigation, e.g. "Dashboard". */
  navLabel: string;
  /** Groups expanded at first; a group holding the active item starts expanded anyway. */
  defaultExpanded?: string[];

  /** The signed-in person shown in the header's profile menu. */
  profile: DashboardProfile;
  /**
   * Read before the name on the profile button, e.g. "Profile menu"; the button's accessible name
   * is this, the name and the subtitle.
   */
  profileMenuLabel: string;
  profileMenuItems: DashboardProfileMenuItem[];
  onProfileAction?: (id: string) => void;
  /** Extra controls in the header before the profile menu. */
  headerActions?: ReactNode;

  /** Accessible name of the menu button on small screens, e.g. "Open menu". */
  menuLabel: string;
  /** Title of the drawer on small screens, e.g. "Menu". */
  menuTitle: string;
  /** Accessible name of the drawer's close button, e.g. "Close menu". */
  closeMenuLabel: string;
  /** Whether the drawer is open (controlled). */
  isMenuOpen?: boolean;
  onMenuOpenChange?: (isOpen: boolean) => void;

  /** The main content. */
  children?: ReactNode;
}

/**
 * The frame of the employer, admin and agency dashboards: a sidebar of sections (a drawer from the
 * inline start below 64rem, opened by a menu button in the header), a header with the page title
 * and a profile menu, and the main content.
 */
export function DashboardShell({
  title,
  logo,
  homeHref = '/',
  homeLabel,
  navItems,
  activeItem,
  onNavigate,
  navLabel,
  defaultExpanded = [],
  profile,
  profileMenuLabel,
  profileMenuItems,
  onProfileAction,
  headerActions,
  menuLabel,
  menuTitle,
  closeMenuLabel,
  isMenuOpen,
  onMenuOpenChange,
  children,
  className,
  ...props
}: DashboardShellProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () =>
      new Set([
        ...defaultExpanded,
        ...navItems
          .filter((item) => item.items && containsActive(item, activeItem))
          .map((item) => item.id),
      ]),
  );
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const navProps = { items: navItems, activeItem, expanded, onToggle: toggle, onNavigate };

  return (
    <div {...props} className={clsx(styles.shell, className)}>
      <aside className={styles.sidebar}>
        {logo != null && (
          <div className={styles.brand}>
            <RACLink href={homeHref} aria-label={homeLabel} className={bars.homeLink}>
              {logo}
            </RACLink>
          </div>
        )}
        <nav aria-label={navLabel} className={styles.nav}>
          <DashboardNav {...navProps} />
        </nav>
      </aside>

      <div className={styles.column}>
        <header className={styles.header}>
          <DialogTrigger isOpen={isMenuOpen} onOpenChange={onMenuOpenChange}>
            <RACButton aria-label={menuLabel} className={clsx(bars.menuButton, styles.menuButton)}>
              <MenuIcon aria-hidden className={bars.menuIcon} />
            </RACButton>
            <Drawer title={menuTitle} closeLabel={closeMenuLabel} placement="start">
              {({ close }) => (
                <nav aria-label={navLabel} className={styles.nav}>
                  <DashboardNav {...navProps} onChosen={close} />
                </nav>
              )}
            </Drawer>
          </DialogTrigger>

          <h1 className={styles.title}>{title}</h1>

          <div className={styles.headerActions}>
            {headerActions}
            <ActionMenu items={profileMenuItems} onAction={onProfileAction}>
              <RACButton className={styles.profileButton}>
                <VisuallyHidden>{profileMenuLabel}</VisuallyHidden>
                <Avatar name={profile.name} src={profile.avatarSrc} alt="" size="sm" />
                <span className={styles.profileText}>
                  <span className={styles.profileName}>{profile.name}</span>
                  {profile.subtitle && (
                    <span className={styles.profileSubtitle}>{profile.subtitle}</span>
                  )}
                </span>
                <ChevronDown aria-hidden className={styles.profileChevron} />
              </RACButton>
            </ActionMenu>
          </div>
        </header>

        <main className={styles.main}>{children}</main>
      </div>
    </div>
  );
}
