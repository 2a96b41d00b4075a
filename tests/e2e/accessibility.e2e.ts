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
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
