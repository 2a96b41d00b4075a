import type { DashboardNavItem } from '@bayti/ui';
import type { ReactNode } from 'react';
import type { Messages } from '../../i18n/messages/en';
import { positionNavId, positionSegment, segmentsOf } from '../shared/dashboard/section-paths';

export const AGENCY_BASE_PATH = '/dashboard/agency';

const href = (path: string) => `${AGENCY_BASE_PATH}/${path}`;

/** A position's page of the agency's candidates. */
export const agencyPositionPath = (position: string) => href(positionSegment(position));

export interface AgencyNavOptions {
  /** The agency's configured positions, each a page of its own. */
  positions: readonly string[];
  /** Shown at the end of the Positions group: the Manage Positions button. */
  positionsAction?: ReactNode;
  /** A position's name in the reader's language; as stored by default. */
  positionLabel?: (position: string) => string;
}

/** The agency sidebar, in its order; each section a URL of its own. */
export function agencyNavItems(
  t: Messages['dashboard']['agency'],
  { positions, positionsAction, positionLabel = (position) => position }: AgencyNavOptions,
): DashboardNavItem[] {
  const section = (id: Exclude<keyof typeof t, 'positions'>) => ({
    id,
    label: t[id],
    href: href(id),
  });
  return [
    section('analytics'),
    section('profile'),
    section('candidates'),
    {
      id: 'positions',
      label: t.positions,
      items: positions.map((position) => ({
        id: positionNavId(position),
        label: positionLabel(position),
        href: agencyPositionPath(position),
      })),
      ...(positionsAction ? { groupAction: positionsAction } : {}),
    },
    section('offers'),
    section('interviews'),
    section('messages'),
    section('recruitments'),
    section('documents'),
    section('users'),
    section('accounts'),
    section('reports'),
  ];
}

/** The sidebar item a path highlights, e.g. '/dashboard/agency/positions/Cook' -> 'position:Cook'. */
export function agencyNavItemOfPath(pathname: string): string {
  const [section = 'analytics', sub] = segmentsOf(AGENCY_BASE_PATH, pathname);
  if (section === 'positions') return sub === undefined ? 'positions' : positionNavId(sub);
  return section;
}
