import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { testServer } from './test-server.ts';

/** The ids on the public candidates list, in its order. */
async function publicList(baseUrl: string): Promise<number[]> {
  const response = await fetch(`${baseUrl}/api/candidates?pageSize=100`);
  const { data } = (await response.json()) as { data: { candidates: { id: number }[] } };
  return data.candidates.map((candidate) => candidate.id);
}

/**
 * One Chromium per test file; each test opens its own context (fresh storage, like a new visitor),
 * closed when the test ends so a finished test's pages do not keep running beside the next.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const { baseUrl } = testServer();
  let listedBefore: number[] = [];

  beforeAll(async () => {
    listedBefore = await publicList(baseUrl);
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
    // A worker's files share one server, in an order that varies from run to run: a file that
    // leaves someone listed (or takes a seeded profile off) changes every later file's counts.
    // Journeys list and hire workers of their own and take them off again; this holds them to it.
    expect(await publicList(baseUrl), 'the public list as this file found it').toEqual(
      listedBefore,
    );
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
