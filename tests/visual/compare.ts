import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface Comparison {
  differentPixels: number;
  totalPixels: number;
  sizeMatches: boolean;
  diff: Buffer | null;
}

/**
 * Per-pixel colour tolerance (pixelmatch's YIQ threshold) and how many pixels may differ, as a
 * share of the image, before a screenshot counts as changed. Anti-aliased pixels are ignored.
 */
export const PIXEL_THRESHOLD = 0.05;
export const MAX_DIFF_RATIO = 0.0001;

export function compareScreenshots(baseline: Buffer, actual: Buffer): Comparison {
  const expected = PNG.sync.read(baseline);
  const received = PNG.sync.read(actual);
  const totalPixels = received.width * received.height;
  if (expected.width !== received.width || expected.height !== received.height) {
    return { differentPixels: totalPixels, totalPixels, sizeMatches: false, diff: null };
  }
  const diff = new PNG({ width: received.width, height: received.height });
  const differentPixels = pixelmatch(
    expected.data,
    received.data,
    diff.data,
    received.width,
    received.height,
    {
      threshold: PIXEL_THRESHOLD,
    },
  );
  return { differentPixels, totalPixels, sizeMatches: true, diff: PNG.sync.write(diff) };
}

export function isWithinTolerance({
  differentPixels,
  totalPixels,
  sizeMatches,
}: Comparison): boolean {
  return sizeMatches && differentPixels <= Math.floor(totalPixels * MAX_DIFF_RATIO);
}
