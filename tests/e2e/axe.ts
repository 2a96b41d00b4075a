import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type * as AxeCore from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const describeViolation = (violation: AxeCore.Result) =>
  `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;

/**
 * axe's violations on the page as it stands, one line each. Waits for fonts and for any dialog or
 * popover to finish entering: mid-fade, text is translucent and fails contrast it really passes.
 * The page's context needs `bypassCSP`, since axe is injected as a script the portal's CSP refuses.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  await page.locator('[data-entering]').first().waitFor({ state: 'detached' });
  // Finite animations only: the marquees run forever.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.map(describeViolation);
}
