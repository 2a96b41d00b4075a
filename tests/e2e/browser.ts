import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { testServer } from './test-server.ts';

/**
 * One Chromium per test file; each test opens its own context (fresh storage, like a new visitor),
 * closed when the test ends so a finished test's pages do not keep running beside the next.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const { baseUrl } = testServer();

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
      headless: true,
    });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    /** A page in a new context at the given viewport, with page errors collected. */
    async open(
      pathname: string,
      viewport = { width: 1440, height: 900 },
      options: BrowserContextOptions = {},
    ): Promise<{ page: Page; errors: string[] }> {
      const context = await browser.newContext({
        viewport,
        baseURL: baseUrl,
        locale: 'en-AE',
        timezoneId: 'Asia/Dubai',
        ...options,
      });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(pathname);
      return { page, errors };
    },
  };
}
