import path from 'node:path';
import type { BrowserContextOptions } from 'playwright-core';
import { RUNNER_VIEWPORT } from './commands.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The reviewed baselines, one folder per component or page: `<component>/<story>.png`. */
export const baselineDir = path.join(repoRoot, 'tests/visual/baselines');

/** Where a failed comparison leaves its expected, actual and diff images, and index.html. */
export const outputDir = path.join(repoRoot, 'tests/visual/output');

/**
 * Stable pixels: one device pixel per CSS pixel, no motion, light colours, and the locale and
 * time zone of the UAE (dates and numbers render as a family there sees them).
 */
export const storyContext: BrowserContextOptions = {
  viewport: RUNNER_VIEWPORT,
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
  colorScheme: 'light',
  locale: 'en-AE',
  timezoneId: 'Asia/Dubai',
};

/**
 * How a story's screenshot is compared (Vitest's toMatchScreenshot): pixelmatch with a per-pixel
 * YIQ threshold of 0.05, anti-aliased pixels ignored, and at most 0.01 % of the pixels differing.
 */
export const screenshotComparison = {
  comparatorName: 'pixelmatch' as const,
  comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0.0001 },
  screenshotOptions: { animations: 'disabled' as const, caret: 'hide' as const },
  resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) =>
    path.join(baselineDir, `${arg}${ext}`),
  resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) =>
    path.join(outputDir, `${arg}${ext}`),
};
