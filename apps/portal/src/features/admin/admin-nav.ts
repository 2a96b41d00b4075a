import type { DashboardNavItem } from '@bayti/ui';
import type { ReactNode } from 'react';
import type { Messages } from '../../i18n/messages/en';
import { positionNavId, positionSegment, segmentsOf } from '../shared/dashboard/section-paths';

export const ADMIN_BASE_PATH = '/dashboard/admin';

const href = (path: string) => `${ADMIN_BASE_PATH}/${path}`;

/** A position's page of candidates in the back-office. */
export const adminPositionPath = (position: string) => href(positionSegment(position));

export interface AdminNavOptions {
  /** The configured positions, each a page of its own. */
  positions: readonly string[];
  /** Shown at the end of the Positions group: the Manage Positions button. */
  positionsAction?: ReactNode;
  /** A position's name in the reader's language; as stored by default. */
  positionLabel?: (position: string) => string;
}

/** The admin sidebar (Analytics ... Accounts) plus the public site's Inbox; each a URL. */
export function adminNavItems(
  t: Messages['dashboard']['admin'],
  { positions, positionsAction, positionLabel = (position) => position }: AdminNavOptions,
): DashboardNavItem[] {
  return [
    { id: 'analytics', label: t.analytics, href: href('analytics') },
    { id: 'candidates', label: t.candidates, href: href('candidates') },
    {
      id: 'positions',
      label: t.positions,
      items: positions.map((position) => ({
        id: positionNavId(position),
        label: positionLabel(position),
        href: adminPositionPath(position),
      })),
      ...(positionsAction ? { groupAction: positionsAction } : {}),
    },
    {
      id: 'clients',
      label: t.clients,
      items: [
        { id: 'all-clients', label: t.allClients, href: href('clients') },
        { id: 'hold-resume', label: t.holdResume, href: href('clients/hold-resume') },
        { id: 'suspended', label: t.suspended, href: href('clients/suspended') },
      ],
    },
    {
      id: 'agencies',
      label: t.agencies,
      items: [
        { id: 'agencies-view', label: t.agenciesView, href: href('agencies') },
        { id: 'agencies-list', label: t.agenciesList, href: href('agencies/list') },
      ],
    },
    {
      id: 'moderation',
      label: t.moderation,
      items: [
        { id: 'review', label: t.review, href: href('review') },
        { id: 'job-posts', label: t.jobPosts, href: href('job-posts') },
        { id: 'profile-reports', label: t.profileReports, href: href('profile-reports') },
        { id: 'hire-reviews', label: t.hireReviews, href: href('hire-reviews') },
      ],
    },
    { id: 'users', label: t.users, href: href('users') },
    {
      id: 'accounts',
      label: t.accounts,
      items: [
        { id: 'orders', label: t.orders, href: href('orders') },
        { id: 'invoice', label: t.invoice, href: href('invoices') },
        { id: 'refunds', label: t.refunds, href: href('refunds') },
        { id: 'reports', label: t.reports, href: href('reports') },
      ],
    },
    { id: 'inbox', label: t.inbox, href: href('inbox') },
  ];
}

/** The sidebar item a path highlights, e.g. '/dashboard/admin/clients/suspended' -> 'suspended'. */
export function adminNavItemOfPath(pathname: string): string {
  const [section = 'analytics', sub] = segmentsOf(ADMIN_BASE_PATH, pathname);
  switch (section) {
    case 'positions':
      return sub === undefined ? 'positions' : positionNavId(sub);
    case 'clients':
      return sub === 'hold-resume' || sub === 'suspended' ? sub : 'all-clients';
    case 'agencies':
      return sub === 'list' ? 'agencies-list' : 'agencies-view';
    case 'invoices':
      return 'invoice';
    default:
      return section;
  }
}
