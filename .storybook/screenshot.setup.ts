/// <reference types="@vitest/browser-playwright" />
import type {} from '../tests/visual/commands.ts';
import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

/** The part of a composed story the screenshot needs (addon-vitest puts it on the test context). */
interface StoryOnContext {
  story?: { id: string; tags: string[] };
}

declare module 'vitest' {
  interface TaskMeta {
    /** The baseline this story is compared with (read by tests/reporters/visual-diffs.ts). */
    screenshot?: string;
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Makes the story's frame as tall as its page (its width stays the story's viewport), so the
 * screenshot shows the whole page as a reader scrolling it would. After each resize it waits until
 * the frame has its new size and has painted twice, then measures again, since a layout sized by
 * the viewport may change with it.
 */
async function fitFrameToPage() {
  const width = window.innerWidth;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const height = document.documentElement.scrollHeight;
    if (height <= window.innerHeight) break;
    await commands.makeRoomForFrame(width, height);
    await page.viewport(width, height);
    for (let frame = 0; frame < 120 && window.innerHeight !== height; frame += 1) await nextFrame();
  }
  await nextFrame();
  await nextFrame();
}

/**
 * The screenshot of a story, taken in the same browser pass as its play function and axe check:
 * once the story (play function, the portal's settling, axe) has finished, the whole page is
 * compared with its reviewed baseline, `tests/visual/baselines/<component>/<story>.png` (see
 * docs/decisions/0013). A story tagged `no-screenshot` is a behaviour test whose last state is
 * already pictured by another story; a failed story has nothing worth comparing.
 */
afterEach(async (context) => {
  const { story } = context as typeof context & StoryOnContext;
  if (!story || story.tags.includes('no-screenshot')) return;
  const name = story.id.replace('--', '/');
  context.task.meta.screenshot = name;
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  await fitFrameToPage();
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(name);
});
