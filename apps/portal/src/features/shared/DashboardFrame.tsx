import type { Role } from '@bayti/data/contract';
import {
  DashboardShell,
  EmptyState,
  type DashboardNavItem,
  type DashboardProfileMenuItem,
} from '@bayti/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { localeAtom } from '../../state/locale';
import { userAtom } from '../../state/session';
import { messagesUnreadQuery } from './conversations/unread';
import { NotificationCentre } from './notifications/NotificationCentre';
import { formatNumber } from './format';
import { Logo } from './Logo';
import { useSignOut } from './use-sign-out';

export interface DashboardFrameProps {
  /** The role's sidebar sections; groups list their children. */
  navItems: DashboardNavItem[];
  /** The section shown first, e.g. "analytics". */
  initialItem: string;
  /** The current section when the URL decides it (nav items with `href`); overrides the frame's own. */
  activeItem?: string;
  /** The label of the profile menu's sign-out item ("Logout", or "Sign out" for agencies). */
  signOutLabel?: string;
  /** The section's content; without it, an honest "being prepared" state. */
  children?: ReactNode;
  /** Shown above the content, e.g. a back action. */
  toolbar?: ReactNode;
  /**
   * The profile menu's items before Logout, in place of Back to site and Settings, e.g. the
   * admin's Admin Profile and Change PIN.
   */
  profileMenuItems?: DashboardProfileMenuItem[];
  /** Called with the id of a chosen profile menu item other than Logout. */
  onProfileAction?: (id: string) => void;
  /** Rendered after the shell, e.g. a dialog opened from the profile menu. */
  overlay?: ReactNode;
}

const findLabel = (items: DashboardNavItem[], id: string): string | undefined => {
  for (const item of items) {
    if (item.id === id) return item.label;
    const nested = item.items && findLabel(item.items, id);
    if (nested) return nested;
  }
  return undefined;
};

/**
 * The frame every dashboard shares: the role's sidebar, the notification bell, the signed-in
 * person's profile menu (back to the site, Settings, Logout) and the content of the chosen
 * section.
 */
export function DashboardFrame({
  navItems,
  initialItem,
  activeItem: activeItemProp,
  signOutLabel,
  children,
  toolbar,
  profileMenuItems,
  onProfileAction,
  overlay,
}: DashboardFrameProps) {
  const t = useMessages();
  const user = useAtomValue(userAtom);
  const signOut = useSignOut();
  const [activeItemState, setActiveItem] = useState(initialItem);
  const activeItem = activeItemProp ?? activeItemState;
  const [isMenuOpen, setMenuOpen] = useState(false);
  const locale = useAtomValue(localeAtom);
  // The sidebar's Messages item carries the unread count (the page title keeps the plain label).
  const hasMessages = navItems.some((item) => item.id === 'messages');
  const unreadMessages =
    useQuery({ ...messagesUnreadQuery(), enabled: hasMessages && user !== null }).data?.unread ?? 0;
  const shownNavItems =
    unreadMessages === 0
      ? navItems
      : navItems.map((item) =>
          item.id === 'messages'
            ? { ...item, label: t.dashboard.messagesCount(formatNumber(unreadMessages, locale)) }
            : item,
        );
  // Signing out clears the user a moment before the browser leaves the page.
  if (!user) return null;
  const roleLabel: Record<Role, string> = t.dashboard.roles;

  return (
    <DashboardShell
      title={findLabel(navItems, activeItem) ?? t.dashboard.navLabel}
      logo={<Logo name={t.brand.name} />}
      homeLabel={t.brand.home}
      navItems={shownNavItems}
      activeItem={activeItem}
      onNavigate={setActiveItem}
      navLabel={t.dashboard.navLabel}
      profile={{
        name: user.name,
        subtitle: roleLabel[user.role],
        ...(user.avatar ? { avatarSrc: user.avatar } : {}),
      }}
      profileMenuLabel={t.dashboard.profileMenu}
      profileMenuItems={[
        ...(profileMenuItems ?? [
          { id: 'home', label: t.dashboard.home, href: '/' },
          { id: 'settings', label: t.dashboard.settings, href: '/settings' },
        ]),
        { id: 'logout', label: signOutLabel ?? t.dashboard.logout, variant: 'danger' },
      ]}
      onProfileAction={(id) => {
        if (id === 'logout') void signOut();
        else onProfileAction?.(id);
      }}
      headerActions={<NotificationCentre />}
      menuLabel={t.nav.openMenu}
      menuTitle={t.nav.menu}
      closeMenuLabel={t.nav.closeMenu}
      isMenuOpen={isMenuOpen}
      onMenuOpenChange={setMenuOpen}
    >
      {toolbar}
      {children ?? (
        <EmptyState
          title={t.dashboard.preparingTitle}
          hint={t.dashboard.preparingHint}
          headingLevel={2}
        />
      )}
      {overlay}
    </DashboardShell>
  );
}
