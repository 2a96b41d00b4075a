import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { useBrowser } from './browser.ts';

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

/**
 * axe on every public page at one viewport. Each viewport has a file of its own, so the two run
 * side by side in the journeys' workers.
 */
export function describeAxeOnPublicPages(viewport: { width: number; height: number }) {
  const { open } = useBrowser();
  describe(`axe finds no violations on the public pages at ${viewport.width} px`, () => {
    test.for(publicPages)('%s', async (pathname) => {
      const { page } = await open(pathname, viewport, { bypassCSP: true });
      // Quiet network is not a drawn page: on a slow machine the scripts still run for longer than
      // networkidle's half second. Check once the page shows its heading, then once settled.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
