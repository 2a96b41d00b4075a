import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type * as AxeCore from 'axe-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';

const { open } = useBrowser();
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

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

const describeViolation = (violation: AxeCore.Result) =>
  `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;

describe('axe finds no violations on the public pages', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 740 },
  ]) {
    test.for(publicPages)(`%s at ${viewport.width} px`, async (pathname) => {
      const { page } = await open(pathname, viewport, { bypassCSP: true });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      // axe is injected as a script, which the portal's CSP would rightly refuse.
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: typeof AxeCore }).axe;
        const results = await axe.run(document, { resultTypes: ['violations'] });
        return results.violations;
      });
      expect(violations.map(describeViolation)).toEqual([]);
    });
  }
});
