import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { useBrowser } from './browser.ts';

const { open } = useBrowser();

const publicPages = [
  '/',
  '/candidates',
  '/candidates/1',
  '/candidates/999999',
  '/visa',
  '/pricing',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/login',
  '/agency/login',
  '/reset-password?token=unknown',
  '/no-such-page',
];

describe('axe finds no violations on the public pages', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 740 },
  ]) {
    test.for(publicPages)(`%s at ${viewport.width} px`, async (pathname) => {
      const { page } = await open(pathname, viewport, { bypassCSP: true });
      // Quiet network is not a drawn page: on a slow machine the scripts still run for longer than
      // networkidle's half second. Check once the page shows its heading, then once settled.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
