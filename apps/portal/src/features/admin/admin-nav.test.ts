import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en';
import { adminNavItemOfPath, adminNavItems, adminPositionPath } from './admin-nav';

const hrefs = (items: ReturnType<typeof adminNavItems>): string[] =>
  items.flatMap((item) => [...(item.href ? [item.href] : []), ...hrefs(item.items ?? [])]);

describe('admin sidebar', () => {
  it('links every section to its own URL, and each highlights its own item', () => {
    const items = adminNavItems(en.dashboard.admin, { positions: ['Cook'] });
    const links = hrefs(items);
    expect(links).toContain('/dashboard/admin/clients/hold-resume');
    expect(links).toContain(adminPositionPath('Cook'));
    const ids = links.map(adminNavItemOfPath);
    expect(new Set(ids).size).toBe(links.length);
  });

  it('keeps the agency detail page under Agencies View and defaults to Analytics', () => {
    expect(adminNavItemOfPath('/dashboard/admin/agencies/7')).toBe('agencies-view');
    expect(adminNavItemOfPath('/dashboard/admin/agencies/list')).toBe('agencies-list');
    expect(adminNavItemOfPath('/dashboard/admin')).toBe('analytics');
  });

  it('has the Review, Reported profiles and Reviews queues under Moderation', () => {
    const items = adminNavItems(en.dashboard.admin, { positions: [] });
    const moderation = items.find((item) => item.id === 'moderation');
    expect(moderation?.items?.map((item) => item.href)).toEqual([
      '/dashboard/admin/review',
      '/dashboard/admin/job-posts',
      '/dashboard/admin/profile-reports',
      '/dashboard/admin/hire-reviews',
    ]);
    expect(adminNavItemOfPath('/dashboard/admin/review')).toBe('review');
    expect(adminNavItemOfPath('/dashboard/admin/job-posts')).toBe('job-posts');
    expect(adminNavItemOfPath('/dashboard/admin/profile-reports')).toBe('profile-reports');
    expect(adminNavItemOfPath('/dashboard/admin/hire-reviews')).toBe('hire-reviews');
  });

  it('has the refund cases under Accounts', () => {
    const items = adminNavItems(en.dashboard.admin, { positions: [] });
    const accounts = items.find((item) => item.id === 'accounts');
    expect(accounts?.items?.map((item) => item.href)).toContain('/dashboard/admin/refunds');
    expect(adminNavItemOfPath('/dashboard/admin/refunds')).toBe('refunds');
  });
});
