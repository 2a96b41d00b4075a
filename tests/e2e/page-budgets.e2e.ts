/**
 * The page budgets of issue 7: the JavaScript a visitor downloads for each public page at most
 * 170 KB, for each dashboard at most 300 KB, brotli quality 11 (what the server sends). Measured
 * on the built portal: `npm test` and `npm run test:e2e` build it first.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES, formatWeights, measurePages } from '../budgets/page-weight';

const dist = path.resolve(import.meta.dirname, '../../apps/portal/dist');

describe('page budgets (JavaScript, brotli)', () => {
  const weights = measurePages(dist);
  // eslint-disable-next-line no-console -- the measured sizes are the point of this test's output
  console.info(formatWeights(weights));

  it.each(PAGES.map((page) => page.name))('%s fits its budget', (name) => {
    const weight = weights.find((w) => w.name === name);
    expect(weight, name).toBeDefined();
    expect(weight!.brotliKb, `${name}: ${formatWeights([weight!])}`).toBeLessThanOrEqual(
      weight!.budgetKb,
    );
  });
});
