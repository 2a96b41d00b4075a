import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en';
import { agencyNavItemOfPath, agencyNavItems, agencyPositionPath } from './agency-nav';

describe('agency sidebar', () => {
  it('lists the sections in order, with the positions as their own pages', () => {
    const items = agencyNavItems(en.dashboard.agency, { positions: ['Elder Care'] });
    expect(items.map((item) => item.id)).toEqual([
      'analytics',
      'profile',
      'candidates',
      'positions',
      'offers',
      'interviews',
      'messages',
      'recruitments',
      'documents',
      'users',
      'accounts',
      'reports',
    ]);
    const [position] = items[3]?.items ?? [];
    expect(position?.href).toBe(agencyPositionPath('Elder Care'));
    expect(agencyNavItemOfPath(position?.href ?? '')).toBe(position?.id);
  });
});
