import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { StoryCamera } from './capture.ts';
import { compareScreenshots, isWithinTolerance } from './compare.ts';
import { serveFolder } from './static-server.ts';
import { readStories } from './stories.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const storybookDir = path.join(repoRoot, 'storybook-static');
const baselineDir = path.join(import.meta.dirname, 'baselines');
const outputDir = path.join(import.meta.dirname, 'output');
const updating = process.env.UPDATE_BASELINES === '1';

if (!existsSync(path.join(storybookDir, 'index.json'))) {
  throw new Error(
    'No built Storybook: run `npm run build-storybook` first (turbo does it for test:visual).',
  );
}
const stories = readStories(path.join(storybookDir, 'index.json'));

let browser: Browser;
let server: Awaited<ReturnType<typeof serveFolder>>;
let camera: StoryCamera;

beforeAll(async () => {
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });
  mkdirSync(baselineDir, { recursive: true });
  server = await serveFolder(storybookDir);
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
  });
  camera = new StoryCamera(browser, server.url);
});

afterAll(async () => {
  await camera?.close();
  await browser?.close();
  await server?.close();
});

describe.concurrent('visual regression', () => {
  test('every story has a baseline and every baseline a story', () => {
    if (updating) return;
    const expected = new Set(stories.map((story) => `${story.id}.png`));
    const orphans = readdirPngs(baselineDir).filter((file) => !expected.has(file));
    expect(
      orphans,
      'baselines whose story no longer exists (run npm run test:visual:update)',
    ).toEqual([]);
  });

  test.for(stories)('$title › $name', async (story) => {
    const baselineFile = path.join(baselineDir, `${story.id}.png`);
    const baseline = !updating && existsSync(baselineFile) ? readFileSync(baselineFile) : null;
    // A screenshot matching the baseline needs no second one to show the story has settled.
    const actual = await camera.capture(
      story.id,
      (shot) =>
        baseline !== null &&
        (shot.equals(baseline) || isWithinTolerance(compareScreenshots(baseline, shot))),
    );

    if (updating || !existsSync(baselineFile)) {
      if (!updating) {
        writeFileSync(path.join(outputDir, `${story.id}.actual.png`), actual);
        expect.fail(
          `No baseline for ${story.id}; run \`npm run test:visual:update\` and review the new image.`,
        );
      }
      writeFileSync(baselineFile, actual);
      return;
    }

    const comparison = compareScreenshots(baseline ?? readFileSync(baselineFile), actual);
    if (!isWithinTolerance(comparison)) {
      writeFileSync(path.join(outputDir, `${story.id}.actual.png`), actual);
      if (comparison.diff)
        writeFileSync(path.join(outputDir, `${story.id}.diff.png`), comparison.diff);
      expect.fail(
        comparison.sizeMatches
          ? `${story.id}: ${comparison.differentPixels} of ${comparison.totalPixels} pixels differ; see tests/visual/output/${story.id}.diff.png`
          : `${story.id}: the screenshot changed size; see tests/visual/output/${story.id}.actual.png`,
      );
    }
  });
});

function readdirPngs(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.png')) : [];
}
