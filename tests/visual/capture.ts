import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Viewports a story can ask for with `globals: { viewport: { value } }`, as in .storybook/preview. */
const viewports: Record<string, { width: number; height: number }> = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 375, height: 740 },
};
const defaultViewport = { width: 1280, height: 800 };

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      phase?: string;
      story?: { storyGlobals?: { viewport?: { value?: string } } };
    };
  };
}

async function waitForStory(page: Page): Promise<string | undefined> {
  await page.waitForFunction(
    () => {
      const phase = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return phase === 'finished' || phase === 'errored' || phase === 'aborted';
    },
    undefined,
    { timeout: 30_000 },
  );
  const phase = await page.evaluate(
    () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase,
  );
  // A screenshot of a story whose play function failed shows some earlier step, not the story.
  if (phase !== 'finished') throw new Error(`The story's render or play function ${phase}`);
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(
    () =>
      (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals?.viewport
        ?.value,
  );
}

/**
 * A full-page screenshot once it is `expected` (the baseline), or else once two taken in a row are
 * the same bytes (as Playwright's own toHaveScreenshot waits for), so a late update after the play
 * function (a query answering, a notice appearing) is waited for instead of caught half-way. The
 * comparison with the baseline stays exact; a page that never settles is compared as last seen.
 */
async function stableScreenshot(
  page: Page,
  expected: (shot: Buffer) => boolean,
  attempts = 5,
): Promise<Buffer> {
  const shoot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  let previous = await shoot();
  if (expected(previous)) return previous;
  for (let attempt = 1; attempt < attempts; attempt += 1) {
    await page.waitForTimeout(150);
    const next = await shoot();
    if (next.equals(previous) || expected(next)) return next;
    previous = next;
  }
  return previous;
}

/**
 * A small pool of warm pages (one per concurrent comparison), so each story reuses the cached
 * Storybook bundle instead of paying for a fresh browser context.
 */
export class StoryCamera {
  private readonly idle: Page[] = [];
  private readonly contexts: BrowserContext[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly baseUrl: string,
  ) {}

  /**
   * Renders one story (in its viewport from the story's globals), lets its play function finish,
   * and returns a full-page screenshot with animations stopped and the caret hidden: the first
   * one `expected` accepts (one matching the baseline), else the first one that stays the same.
   */
  async capture(
    storyId: string,
    expected: (shot: Buffer) => boolean = () => false,
  ): Promise<Buffer> {
    const page = this.idle.pop() ?? (await this.newPage());
    try {
      await page.setViewportSize(defaultViewport);
      const url = `${this.baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`;
      await page.goto(url);
      const viewport = viewports[(await waitForStory(page)) ?? ''];
      if (viewport) {
        await page.setViewportSize(viewport);
        await page.goto(url);
        await waitForStory(page);
      }
      // Let layout settle after the play function (focus rings, popover positions).
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      return await stableScreenshot(page, expected);
    } finally {
      this.idle.push(page);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.close()));
  }

  private async newPage(): Promise<Page> {
    const context = await this.browser.newContext({
      viewport: defaultViewport,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      colorScheme: 'light',
      locale: 'en-AE',
      timezoneId: 'Asia/Dubai',
    });
    this.contexts.push(context);
    return context.newPage();
  }
}
